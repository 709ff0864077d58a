-- The pipeline board's counts and totals per stage, for one broker, nobody or all: read from
-- the index alone (an index-only scan), never from the cases' rows. Referral partners'
-- applications are not cases and are not on the board. Written here rather than in schema.ts,
-- which cannot express INCLUDE.
CREATE INDEX "leads_pipeline_idx" ON "leads" USING btree ("assigned_user_id", "status") INCLUDE ("loan_amount") WHERE "kind" <> 'referral';
