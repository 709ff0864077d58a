-- Introducers at work: the split a lead was introduced under, introducer changes on the timeline,
-- one introducer per referral lead, and the leads of an introducer found by index.
ALTER TABLE "leads" ADD COLUMN "introducer_share_basis_points" integer;--> statement-breakpoint
UPDATE "leads" SET "introducer_share_basis_points" = "introducers"."share_basis_points" FROM "introducers" WHERE "introducers"."id" = "leads"."introducer_id";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_introducer_share_check" CHECK (introducer_share_basis_points is null or introducer_share_basis_points between 0 and 10000);--> statement-breakpoint
CREATE INDEX "leads_introducer_idx" ON "leads" USING btree ("introducer_id") WHERE introducer_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "introducers_referral_lead_key" ON "introducers" USING btree ("referral_lead_id");--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK (type in ('status', 'assignment', 'note', 'email', 'submission', 'document', 'call', 'task', 'details', 'removal', 'created', 'commission', 'introducer'));
