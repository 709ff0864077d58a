-- The pipeline board's count and amount per broker (or nobody) and stage, kept as the money
-- dashboard's totals are (docs/decisions/0015-dashboard-totals.md): a trigger on `leads` appends
-- each change (the old place with sign -1, the new one with +1) and never updates a total, so
-- cases arriving together never queue on one row; `pipeline_fold()` adds them into the totals.
-- Referral partners' applications are not cases and are not counted.
CREATE TABLE "pipeline_changes" (
	"assigned_key" text NOT NULL,
	"status" text NOT NULL,
	"sign" smallint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_totals" (
	"assigned_key" text NOT NULL,
	"status" text NOT NULL,
	"cases" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "pipeline_totals_assigned_key_status_pk" PRIMARY KEY("assigned_key","status")
);
--> statement-breakpoint
CREATE FUNCTION pipeline_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND (OLD.status, OLD.assigned_user_id, OLD.loan_amount, OLD.kind)
		IS NOT DISTINCT FROM (NEW.status, NEW.assigned_user_id, NEW.loan_amount, NEW.kind) THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' AND OLD.kind <> 'referral' THEN
		INSERT INTO pipeline_changes VALUES
			(coalesce(OLD.assigned_user_id::text, ''), OLD.status, -1, coalesce(OLD.loan_amount, 0));
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.kind <> 'referral' THEN
		INSERT INTO pipeline_changes VALUES
			(coalesce(NEW.assigned_user_id::text, ''), NEW.status, 1, coalesce(NEW.loan_amount, 0));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pipeline_leads
	AFTER INSERT OR DELETE OR UPDATE OF status, assigned_user_id, loan_amount, kind
	ON leads FOR EACH ROW EXECUTE FUNCTION pipeline_lead_changed();
--> statement-breakpoint
-- Adds the changes committed so far into the totals and deletes them. One fold at a time: while
-- one runs, another returns at once, as readers add the changes not yet folded themselves.
CREATE FUNCTION pipeline_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	moved integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtextextended('pipeline:fold', 0)) THEN
		RETURN 0;
	END IF;
	WITH gone AS (DELETE FROM pipeline_changes RETURNING *),
	totals AS (
		INSERT INTO pipeline_totals AS t (assigned_key, status, cases, amount)
		SELECT assigned_key, status, sum(sign), sum(sign * amount)
		FROM gone GROUP BY assigned_key, status
		ON CONFLICT (assigned_key, status) DO UPDATE SET
			cases = t.cases + excluded.cases,
			amount = t.amount + excluded.amount
		RETURNING 1
	)
	SELECT count(*) INTO moved FROM gone;
	RETURN moved;
END $$;
--> statement-breakpoint
-- Every total made again from the cases themselves: after this migration, and after loading
-- cases with the triggers turned off.
CREATE FUNCTION pipeline_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE pipeline_changes, pipeline_totals;
	INSERT INTO pipeline_totals (assigned_key, status, cases, amount)
	SELECT coalesce(assigned_user_id::text, ''), status, count(*), coalesce(sum(loan_amount), 0)
	FROM leads WHERE kind <> 'referral'
	GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT pipeline_rebuild();
--> statement-breakpoint
-- The totals are kept now; the index that added them up gives way to one that finds each
-- column's newest cards, for one broker, nobody or (by leads_status_newest_idx) everyone.
DROP INDEX "leads_pipeline_idx";--> statement-breakpoint
CREATE INDEX "leads_pipeline_cards_idx" ON "leads" USING btree ("assigned_user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."kind" <> 'referral';
