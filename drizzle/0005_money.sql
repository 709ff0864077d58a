-- The money side: a lender panel, submissions with outcomes, commission payments, introducers.
CREATE TABLE "commission_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"amount_pence" bigint NOT NULL,
	"received_on" text NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payments_amount_check" CHECK (amount_pence > 0),
	CONSTRAINT "commission_payments_received_on_check" CHECK (received_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "introducers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"share_basis_points" integer NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"referral_lead_id" uuid,
	"approved_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "introducers_code_unique" UNIQUE("code"),
	CONSTRAINT "introducers_share_check" CHECK (share_basis_points between 0 and 10000),
	CONSTRAINT "introducers_code_check" CHECK (code ~ '^[A-Z0-9]{4,12}$')
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_amount_pence" bigint,
	"max_amount_pence" bigint,
	"min_trading_months" integer,
	"decision_time" text,
	"commission_kind" text DEFAULT 'percent' NOT NULL,
	"commission_basis_points" integer,
	"commission_fixed_pence" bigint,
	"commission_due_days" integer DEFAULT 30 NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lenders_commission_kind_check" CHECK (commission_kind in ('percent', 'fixed')),
	CONSTRAINT "lenders_commission_terms_check" CHECK (commission_basis_points is null or commission_basis_points between 0 and 10000),
	CONSTRAINT "lenders_amounts_check" CHECK (min_amount_pence is null or max_amount_pence is null or min_amount_pence <= max_amount_pence)
);
--> statement-breakpoint
ALTER TABLE "lender_submissions" DROP CONSTRAINT "lender_submissions_outcome_check";--> statement-breakpoint
ALTER TABLE "lender_submissions" ALTER COLUMN "outcome" SET DEFAULT 'sent';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "introducer_id" uuid;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "lender_id" uuid;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "offer_term_months" integer;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "offer_rate" text;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "funded_amount_pence" bigint;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "funded_on" text;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "outcome_detail" text;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "commission_kind" text;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD COLUMN "commission_fixed_pence" bigint;--> statement-breakpoint
-- Lenders typed on submissions so far join the panel unconfirmed, for an admin to look over.
INSERT INTO "lenders" ("name", "confirmed")
SELECT DISTINCT ON (lower(trim("lender"))) trim("lender"), false
FROM "lender_submissions" ORDER BY lower(trim("lender")), trim("lender");--> statement-breakpoint
UPDATE "lender_submissions" s SET "lender_id" = l."id"
FROM "lenders" l WHERE lower(l."name") = lower(trim(s."lender"));--> statement-breakpoint
ALTER TABLE "lender_submissions" ALTER COLUMN "lender_id" SET NOT NULL;--> statement-breakpoint
UPDATE "lender_submissions" SET "outcome" = 'sent' WHERE "outcome" = 'pending';--> statement-breakpoint
-- Commission received so far becomes one payment, on the day the submission was last saved.
INSERT INTO "commission_payments" ("submission_id", "amount_pence", "received_on")
SELECT "id", "commission_received_pence", to_char("updated_at" AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')
FROM "lender_submissions" WHERE "commission_received_pence" > 0;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_submission_id_lender_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."lender_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducers" ADD CONSTRAINT "introducers_referral_lead_id_leads_id_fk" FOREIGN KEY ("referral_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducers" ADD CONSTRAINT "introducers_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payments_submission_idx" ON "commission_payments" USING btree ("submission_id","received_on");--> statement-breakpoint
CREATE INDEX "commission_payments_received_idx" ON "commission_payments" USING btree ("received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_name_key" ON "lenders" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_introducer_id_introducers_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."introducers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_submissions_lender_idx" ON "lender_submissions" USING btree ("lender_id","funded_on");--> statement-breakpoint
CREATE INDEX "lender_submissions_funded_idx" ON "lender_submissions" USING btree ("funded_on") WHERE outcome = 'funded';--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_funded_on_check" CHECK (funded_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_funded_check" CHECK (outcome <> 'funded' or (funded_amount_pence is not null and funded_on is not null));--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_decline_reason_check" CHECK (decline_reason is null or decline_reason in ('affordability', 'credit_history', 'time_trading', 'sector', 'security', 'documents', 'lender_policy', 'other'));--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_outcome_check" CHECK (outcome in ('sent', 'info_requested', 'offered', 'accepted', 'funded', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "lender_submissions" DROP COLUMN "lender";--> statement-breakpoint
ALTER TABLE "lender_submissions" DROP COLUMN "commission_received_pence";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK (type in ('status', 'assignment', 'note', 'email', 'submission', 'document', 'call', 'task', 'details', 'removal', 'created', 'commission'));
--> statement-breakpoint
-- The dashboard reads a period's leads from this index alone (bench/results/dashboard.md).
-- Written here rather than in schema.ts, which cannot express INCLUDE.
CREATE INDEX "leads_dashboard_idx" ON "leads" USING btree ("created_at") INCLUDE ("id", "kind", "source", "first_contacted_at", "introducer_id", "created_by_user_id", "assigned_user_id");
