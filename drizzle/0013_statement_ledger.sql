CREATE TABLE "commission_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid,
	"amount_pence" bigint,
	"received_on" text,
	"introducer_id" uuid,
	"proposed_by_user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introducer_statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introducer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"received_on" text NOT NULL,
	"commission_pence" bigint NOT NULL,
	"share_basis_points" integer NOT NULL,
	"share_pence" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "introducer_statement_entries_month_check" CHECK (month ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "commission_proposals" ADD CONSTRAINT "commission_proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_proposals" ADD CONSTRAINT "commission_proposals_submission_id_lender_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."lender_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_proposals" ADD CONSTRAINT "commission_proposals_introducer_id_introducers_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."introducers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_proposals" ADD CONSTRAINT "commission_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_proposals" ADD CONSTRAINT "commission_proposals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_statement_entries" ADD CONSTRAINT "introducer_statement_entries_introducer_id_introducers_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."introducers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_statement_entries" ADD CONSTRAINT "introducer_statement_entries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_proposals_open_idx" ON "commission_proposals" USING btree ("status","lead_id");--> statement-breakpoint
CREATE INDEX "introducer_statement_entries_month_idx" ON "introducer_statement_entries" USING btree ("introducer_id","month");--> statement-breakpoint
CREATE INDEX "introducer_statement_entries_payment_idx" ON "introducer_statement_entries" USING btree ("payment_id");--> statement-breakpoint
-- Statements so far become the ledger's first lines: each payment on an introduced lead, in the
-- month it was received, at the lead's split rounded to the penny (halves up) as before.
INSERT INTO "introducer_statement_entries" ("introducer_id", "lead_id", "submission_id",
	"payment_id", "month", "kind", "received_on", "commission_pence", "share_basis_points",
	"share_pence", "created_at")
SELECT l.introducer_id, l.id, s.id, p.id, substr(p.received_on, 1, 7), 'payment', p.received_on,
	p.amount_pence, coalesce(l.introducer_share_basis_points, 0),
	(p.amount_pence * coalesce(l.introducer_share_basis_points, 0) + 5000) / 10000,
	p.created_at
FROM "commission_payments" p
JOIN "lender_submissions" s ON s.id = p.submission_id
JOIN "leads" l ON l.id = s.lead_id
WHERE l.introducer_id IS NOT NULL;
