-- A person's erasure keeps the deals the firm must keep: such a lead is anonymised, not deleted,
-- and says when, by whom and why, and from when its retention period counts.
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erasure_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "retained_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_erased_by_user_id_users_id_fk" FOREIGN KEY ("erased_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_erasure_check" CHECK ((erased_at is null and erasure_reason is null and retained_from is null) or (erased_at is not null and erasure_reason is not null and retained_from is not null));--> statement-breakpoint
CREATE INDEX "leads_retained_idx" ON "leads" USING btree ("retained_from") WHERE erased_at is not null;
