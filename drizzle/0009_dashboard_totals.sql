CREATE TABLE "dashboard_changes" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"sign" smallint NOT NULL,
	"leads" integer NOT NULL,
	"contacted" integer NOT NULL,
	"applications" integer NOT NULL,
	"submitted" integer NOT NULL,
	"offers" integer NOT NULL,
	"funded" integer NOT NULL,
	"funded_pence" bigint NOT NULL,
	"expected_pence" bigint NOT NULL,
	"received_pence" bigint NOT NULL,
	"contact_tenths" integer,
	"funding_days" integer
);
--> statement-breakpoint
CREATE TABLE "dashboard_facts" (
	"lead_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"leads" integer NOT NULL,
	"contacted" integer NOT NULL,
	"applications" integer NOT NULL,
	"submitted" integer NOT NULL,
	"offers" integer NOT NULL,
	"funded" integer NOT NULL,
	"funded_pence" bigint NOT NULL,
	"expected_pence" bigint NOT NULL,
	"received_pence" bigint NOT NULL,
	"contact_tenths" integer,
	"funding_days" integer,
	CONSTRAINT "dashboard_facts_lead_id_dim_key_pk" PRIMARY KEY("lead_id","dim","key")
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_times" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"measure" text NOT NULL,
	"value" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_month_times_month_dim_key_measure_value_pk" PRIMARY KEY("month","dim","key","measure","value")
);
--> statement-breakpoint
CREATE TABLE "dashboard_months" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"leads" integer NOT NULL,
	"contacted" integer NOT NULL,
	"applications" integer NOT NULL,
	"submitted" integer NOT NULL,
	"offers" integer NOT NULL,
	"funded" integer NOT NULL,
	"funded_pence" bigint NOT NULL,
	"expected_pence" bigint NOT NULL,
	"received_pence" bigint NOT NULL,
	CONSTRAINT "dashboard_months_month_dim_key_pk" PRIMARY KEY("month","dim","key")
);
--> statement-breakpoint
CREATE INDEX "dashboard_changes_month_idx" ON "dashboard_changes" USING btree ("dim","month");--> statement-breakpoint
CREATE INDEX "dashboard_facts_day_idx" ON "dashboard_facts" USING btree ("dim","day","key","leads","contacted","applications","submitted","offers","funded","funded_pence","expected_pence","received_pence","contact_tenths","funding_days");--> statement-breakpoint
-- The dashboard no longer reads the leads themselves (decision 0015).
DROP INDEX IF EXISTS "leads_dashboard_idx";
--> statement-breakpoint
-- What one lead counts for on the money dashboard now: a row for the total, its source, its
-- broker, and each lender it was sent to (or one row with key '' when it went to none). The one
-- definition of the funnel; the triggers below and dashboard_rebuild() both use it.
CREATE FUNCTION dashboard_lead_facts(p_lead uuid)
RETURNS SETOF dashboard_facts
LANGUAGE sql STABLE AS $$
	WITH lead AS (
		SELECT l.id,
			(l.created_at AT TIME ZONE 'Europe/London')::date AS day,
			CASE WHEN l.introducer_id IS NOT NULL THEN 'introducer'
				WHEN l.created_by_user_id IS NOT NULL THEN 'phone'
				ELSE coalesce(l.source, 'unknown') END AS source,
			coalesce(l.assigned_user_id::text, '') AS broker,
			(l.first_contacted_at IS NOT NULL)::integer AS contacted,
			(l.kind = 'application')::integer AS applications,
			floor(extract(epoch FROM (l.first_contacted_at - l.created_at)) / 360)::integer AS contact_tenths
		FROM leads l WHERE l.id = p_lead
	),
	per_lender AS (
		SELECT s.lender_id::text AS lender,
			bool_or(s.outcome IN ('offered', 'accepted', 'funded')) AS offered,
			bool_or(s.outcome = 'funded') AS funded,
			coalesce(sum(s.funded_amount_pence) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS funded_pence,
			coalesce(sum(s.commission_expected_pence) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS expected_pence,
			coalesce(sum(p.received) FILTER (WHERE s.outcome = 'funded'), 0)::bigint AS received_pence,
			min(s.funded_on) FILTER (WHERE s.outcome = 'funded') AS funded_on
		FROM lender_submissions s
		LEFT JOIN LATERAL (
			SELECT sum(cp.amount_pence) AS received FROM commission_payments cp WHERE cp.submission_id = s.id
		) p ON true
		WHERE s.lead_id = p_lead
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
		FROM overall o WHERE NOT o.submitted
	)
	SELECT lead.id, r.dim, r.key, lead.day, 1, lead.contacted, lead.applications,
		r.submitted::integer, r.offered::integer, r.funded::integer,
		r.funded_pence, r.expected_pence, r.received_pence, lead.contact_tenths,
		(r.funded_on::date - lead.day)
	FROM lead, rows r
$$;
--> statement-breakpoint
-- Brings one lead's facts up to date: when they changed, the old rows go to dashboard_changes
-- with sign -1 and the new ones with +1. One lead at a time (a transaction-scoped lock on its
-- id), so two changes to the same lead at once cannot both start from the same old facts.
CREATE FUNCTION dashboard_refresh(p_lead uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	fresh dashboard_facts[];
	old dashboard_facts[];
BEGIN
	IF p_lead IS NULL THEN RETURN; END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended('dashboard:' || p_lead::text, 0));
	SELECT coalesce(array_agg(f ORDER BY f.dim, f.key), '{}') INTO fresh
	FROM dashboard_lead_facts(p_lead) f;
	SELECT coalesce(array_agg(f ORDER BY f.dim, f.key), '{}') INTO old
	FROM dashboard_facts f WHERE f.lead_id = p_lead;
	IF fresh IS NOT DISTINCT FROM old THEN RETURN; END IF;
	IF cardinality(old) > 0 THEN
		DELETE FROM dashboard_facts WHERE lead_id = p_lead;
	END IF;
	IF cardinality(fresh) > 0 THEN
		INSERT INTO dashboard_facts SELECT * FROM unnest(fresh);
	END IF;
	INSERT INTO dashboard_changes (month, dim, key, sign, leads, contacted, applications,
		submitted, offers, funded, funded_pence, expected_pence, received_pence, contact_tenths,
		funding_days)
	SELECT date_trunc('month', c.day)::date, c.dim, c.key, c.sign, c.leads, c.contacted,
		c.applications, c.submitted, c.offers, c.funded, c.funded_pence, c.expected_pence,
		c.received_pence, c.contact_tenths, c.funding_days
	FROM (
		SELECT o.*, -1 AS sign FROM unnest(old) o
		UNION ALL
		SELECT f.*, 1 AS sign FROM unnest(fresh) f
	) c;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM dashboard_refresh(OLD.id);
	ELSE
		PERFORM dashboard_refresh(NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_leads
	AFTER INSERT OR DELETE OR UPDATE OF created_at, first_contacted_at, kind, source,
		introducer_id, created_by_user_id, assigned_user_id
	ON leads FOR EACH ROW EXECUTE FUNCTION dashboard_lead_changed();
--> statement-breakpoint
CREATE FUNCTION dashboard_submission_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN PERFORM dashboard_refresh(OLD.lead_id); END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.lead_id IS DISTINCT FROM OLD.lead_id) THEN
		PERFORM dashboard_refresh(NEW.lead_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_lender_submissions
	AFTER INSERT OR DELETE OR UPDATE OF lead_id, lender_id, outcome, funded_amount_pence,
		funded_on, commission_expected_pence
	ON lender_submissions FOR EACH ROW EXECUTE FUNCTION dashboard_submission_changed();
--> statement-breakpoint
CREATE FUNCTION dashboard_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM dashboard_refresh((SELECT s.lead_id FROM lender_submissions s WHERE s.id = OLD.submission_id));
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.submission_id IS DISTINCT FROM OLD.submission_id) THEN
		PERFORM dashboard_refresh((SELECT s.lead_id FROM lender_submissions s WHERE s.id = NEW.submission_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_commission_payments
	AFTER INSERT OR DELETE OR UPDATE OF submission_id, amount_pence
	ON commission_payments FOR EACH ROW EXECUTE FUNCTION dashboard_payment_changed();
--> statement-breakpoint
-- Adds the changes made so far into the monthly totals and time counts, and deletes them.
-- Only changes already committed are seen; later ones wait for the next fold. One fold at a
-- time (two could add into the same totals in different orders and deadlock): while one runs,
-- another returns at once, as readers add the changes not yet folded themselves.
CREATE FUNCTION dashboard_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	moved integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtextextended('dashboard:fold', 0)) THEN
		RETURN 0;
	END IF;
	WITH gone AS (DELETE FROM dashboard_changes RETURNING *),
	totals AS (
		INSERT INTO dashboard_months AS m (month, dim, key, leads, contacted, applications,
			submitted, offers, funded, funded_pence, expected_pence, received_pence)
		SELECT month, dim, key, sum(sign * leads), sum(sign * contacted),
			sum(sign * applications), sum(sign * submitted), sum(sign * offers),
			sum(sign * funded), sum(sign * funded_pence), sum(sign * expected_pence),
			sum(sign * received_pence)
		FROM gone GROUP BY month, dim, key
		ON CONFLICT (month, dim, key) DO UPDATE SET
			leads = m.leads + excluded.leads,
			contacted = m.contacted + excluded.contacted,
			applications = m.applications + excluded.applications,
			submitted = m.submitted + excluded.submitted,
			offers = m.offers + excluded.offers,
			funded = m.funded + excluded.funded,
			funded_pence = m.funded_pence + excluded.funded_pence,
			expected_pence = m.expected_pence + excluded.expected_pence,
			received_pence = m.received_pence + excluded.received_pence
		RETURNING 1
	),
	times AS (
		INSERT INTO dashboard_month_times AS t (month, dim, key, measure, value, n)
		SELECT month, dim, key, measure, value, sum(sign)
		FROM gone, LATERAL (VALUES ('contact', contact_tenths), ('funding', funding_days)) v (measure, value)
		WHERE value IS NOT NULL
		GROUP BY month, dim, key, measure, value
		ON CONFLICT (month, dim, key, measure, value) DO UPDATE SET n = t.n + excluded.n
		RETURNING 1
	)
	SELECT count(*) INTO moved FROM gone;
	RETURN moved;
END $$;
--> statement-breakpoint
-- Every lead's facts and every total made again from the leads themselves: after this
-- migration, and after loading leads with the triggers turned off.
CREATE FUNCTION dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE dashboard_facts, dashboard_changes, dashboard_months, dashboard_month_times;
	-- In order of day, so that a day's facts lie together.
	INSERT INTO dashboard_facts
	SELECT f.* FROM leads l, LATERAL dashboard_lead_facts(l.id) f ORDER BY f.day, f.lead_id;
	-- Added up as the triggers' changes are: every fact once, folded.
	INSERT INTO dashboard_changes (month, dim, key, sign, leads, contacted, applications,
		submitted, offers, funded, funded_pence, expected_pence, received_pence, contact_tenths,
		funding_days)
	SELECT date_trunc('month', day)::date, dim, key, 1, leads, contacted, applications,
		submitted, offers, funded, funded_pence, expected_pence, received_pence, contact_tenths,
		funding_days
	FROM dashboard_facts;
	PERFORM dashboard_fold();
END $$;
--> statement-breakpoint
SELECT dashboard_rebuild();
