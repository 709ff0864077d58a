CREATE TABLE "company_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"looked_up_by_user_id" uuid,
	"company_number" text NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_lookups" ADD CONSTRAINT "company_lookups_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_lookups" ADD CONSTRAINT "company_lookups_looked_up_by_user_id_users_id_fk" FOREIGN KEY ("looked_up_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_lookups_lead_idx" ON "company_lookups" USING btree ("lead_id");