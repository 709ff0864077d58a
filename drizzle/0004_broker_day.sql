-- Trigram indexes for search on any part of a name, company, email or phone.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_user_name_key" UNIQUE("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
DROP INDEX "leads_company_search_idx";--> statement-breakpoint
DROP INDEX "leads_name_search_idx";--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "form_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_profile" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "offer_expires_on" text;--> statement-breakpoint
-- Leads already worked: first contact and the last status change, from their timelines.
UPDATE "leads" SET "status_changed_at" = coalesce(
  (SELECT max(e."created_at") FROM "lead_events" e WHERE e."lead_id" = "leads"."id" AND e."type" = 'status'),
  "created_at");--> statement-breakpoint
UPDATE "leads" SET "first_contacted_at" = coalesce(
  (SELECT min(e."created_at") FROM "lead_events" e WHERE e."lead_id" = "leads"."id" AND e."type" = 'status'),
  "updated_at")
WHERE "status" <> 'new';--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_tasks_open_owner_idx" ON "lead_tasks" USING btree ("owner_user_id","due_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_activity_idx" ON "leads" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_amount_idx" ON "leads" USING btree ("loan_amount" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_trgm_idx" ON "leads" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_uncontacted_idx" ON "leads" USING btree ("assigned_user_id","created_at") WHERE status = 'new' and first_contacted_at is null;--> statement-breakpoint
CREATE INDEX "leads_awaiting_documents_idx" ON "leads" USING btree ("assigned_user_id","status_changed_at") WHERE status = 'awaiting_documents';--> statement-breakpoint
CREATE INDEX "lender_submissions_offer_expiry_idx" ON "lender_submissions" USING btree ("offer_expires_on") WHERE outcome = 'offered' and offer_expires_on is not null;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_form_key_unique" UNIQUE("form_key");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK (type in ('status', 'assignment', 'note', 'email', 'submission', 'document', 'call', 'task', 'details', 'removal', 'created'));--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_offer_expires_on_check" CHECK (offer_expires_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');