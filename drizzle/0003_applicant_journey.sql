CREATE TABLE "application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
-- Leads stored before references existed get one made from their id, in the same unambiguous characters.
UPDATE "leads" SET "reference" = 'DBF-' || translate(upper(substr(replace("id"::text, '-', ''), 1, 12)), '0123456789ABCDEF', '23456789ACDEFGHJ') WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_drafts_email_idx" ON "application_drafts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "application_drafts_expires_idx" ON "application_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tracking_links_lead_idx" ON "tracking_links" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "tracking_links_expires_idx" ON "tracking_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reference_unique" UNIQUE("reference");