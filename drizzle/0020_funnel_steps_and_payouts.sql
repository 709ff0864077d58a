-- The funnel's steps are each a part of the step before (issue 37): a case counts as contacted,
-- or as an application, only when it has also reached every step before, so no step is ever
-- more than all of the one before (an online application nobody has called yet is a lead, not
-- "Applications 27 of Contacted 7"). A case sent to a lender has been contacted and applied for,
-- whatever was recorded: the lender had an application from the broker. Offers and funding are
-- outcomes of submissions, so they are parts of "sent to a lender" already.
-- A referral partner's application is not a case and not a finance lead: it has no facts here
-- (the dashboard counts partner sign-ups apart, from the leads' own kind index).
CREATE OR REPLACE FUNCTION dashboard_lead_facts(p_lead uuid)
RETURNS SETOF dashboard_facts
LANGUAGE sql STABLE AS $$
	WITH lead AS (
		SELECT l.id,
			(l.created_at AT TIME ZONE 'Europe/London')::date AS day,
			CASE WHEN l.introducer_id IS NOT NULL THEN 'introducer'
				WHEN l.created_by_user_id IS NOT NULL THEN 'phone'
				ELSE coalesce(l.source, 'unknown') END AS source,
			coalesce(l.assigned_user_id::text, '') AS broker,
			l.first_contacted_at IS NOT NULL AS contacted,
			l.kind = 'application' AS application,
			floor(extract(epoch FROM (l.first_contacted_at - l.created_at)) / 360)::integer AS contact_tenths
		FROM leads l WHERE l.id = p_lead AND l.kind <> 'referral'
	),
	per_lender AS (
		SELECT s.lender_id::text AS lender,
			bool_or(s.outcome IN ('offered', 'accepted', 'funded')) AS offered,
			bool_or(s.outcome = 'funded') AS funded,
			coalesce(sum(s.funded_amount_pence) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS funded_pence,
			coalesce(sum(s.commission_expected_pence) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS expected_pence,
			coalesce(sum(p.received) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS received_pence,
			min(s.funded_on) FILTER (WHERE s.outcome = 'funded') AS funded_on
		FROM lead
		JOIN lender_submissions s ON s.lead_id = lead.id
		LEFT JOIN LATERAL (
			SELECT sum(cp.amount_pence) AS received FROM commission_payments cp WHERE cp.submission_id = s.id
		) p ON true
		GROUP BY s.lender_id
	),
	overall AS (
		SELECT count(*) > 0 AS submitted,
			coalesce(bool_or(offered), false) AS offered,
			coalesce(bool_or(funded), false) AS funded,
			coalesce(sum(funded_pence), 0)::bigint AS funded_pence,
			coalesce(sum(expected_pence), 0)::bigint AS expected_pence,
			coalesce(sum(received_pence), 0)::bigint AS received_pence,
			min(funded_on) AS funded_on
		FROM per_lender
	),
	rows AS (
		SELECT d.dim, d.key, o.submitted, o.offered, o.funded, o.funded_pence, o.expected_pence,
			o.received_pence, o.funded_on
		FROM lead, overall o,
			LATERAL (VALUES ('total', ''), ('source', lead.source), ('broker', lead.broker)) d (dim, key)
		UNION ALL
		SELECT 'lender', pl.lender, true, pl.offered, pl.funded, pl.funded_pence, pl.expected_pence,
			pl.received_pence, pl.funded_on
		FROM per_lender pl
		UNION ALL
		SELECT 'lender', '', false, false, false, 0, 0, 0, NULL
		FROM lead, overall o WHERE NOT o.submitted
	)
	SELECT lead.id, r.dim, r.key, lead.day, 1,
		(lead.contacted OR r.submitted)::integer,
		(r.submitted OR (lead.contacted AND lead.application))::integer,
		r.submitted::integer, r.offered::integer, r.funded::integer,
		r.funded_pence, r.expected_pence, r.received_pence, lead.contact_tenths,
		(r.funded_on::date - lead.day)
	FROM lead, rows r
$$;
--> statement-breakpoint
SELECT dashboard_rebuild();
--> statement-breakpoint
-- The lenders page's answers per lender over a period of days sent.
CREATE INDEX "lender_submissions_sent_idx" ON "lender_submissions" USING btree ("sent_on");
--> statement-breakpoint
-- An introducer's statement for a month that has ended, paid to them: the ledger never changes
-- such a month again, so the amount paid is its total, and each month is paid once.
CREATE TABLE "introducer_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introducer_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount_pence" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "introducer_payouts_month_check" CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "introducer_payouts_paid_on_check" CHECK (paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "introducer_payouts" ADD CONSTRAINT "introducer_payouts_introducer_id_introducers_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."introducers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "introducer_payouts" ADD CONSTRAINT "introducer_payouts_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "introducer_payouts_month_key" ON "introducer_payouts" USING btree ("introducer_id","month");
