CREATE TABLE "application_directors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"form_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"home_address" text NOT NULL,
	"address_under_3_years" boolean NOT NULL,
	"previous_address" text,
	"home_ownership" text NOT NULL,
	"shareholder_over_25" boolean NOT NULL,
	CONSTRAINT "application_directors_position_key" UNIQUE("lead_id","position")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"trading_address" text NOT NULL,
	"company_website" text,
	"number_of_employees" text,
	"business_type" text,
	"loan_amount" integer NOT NULL,
	"loan_purpose" text,
	"loan_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"turnover" text NOT NULL,
	"turnover_pounds" bigint,
	"profit_level" text,
	"recent_borrowing" text,
	"recent_borrowing_amount" text,
	"has_overdraft" text,
	"overdraft_amount" text,
	"submitted_at" text NOT NULL,
	"upload_token_hash" text NOT NULL,
	"open_banking" boolean DEFAULT false NOT NULL,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"loan_amount" integer NOT NULL,
	"submitted_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_user_id" uuid,
	"full_name" text,
	"company_name" text,
	"email" text,
	"phone" text,
	"loan_amount" integer,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK (kind in ('enquiry', 'application', 'referral', 'contact')),
	CONSTRAINT "leads_status_check" CHECK (status in ('new', 'contacted', 'awaiting_documents', 'submitted_to_lenders', 'offer_received', 'funded', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK (status in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_partners" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"contact_email" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_type" text NOT NULL,
	"document_category" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_documents_file_path_unique" UNIQUE("file_path"),
	CONSTRAINT "uploaded_documents_category_check" CHECK (document_category in ('accounts', 'bank_statements', 'management_accounts', 'other_documents'))
);
--> statement-breakpoint
ALTER TABLE "application_directors" ADD CONSTRAINT "application_directors_lead_id_applications_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."applications"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_partners" ADD CONSTRAINT "referral_partners_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_newest_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_kind_newest_idx" ON "leads" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_newest_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_assigned_newest_idx" ON "leads" USING btree ("assigned_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_email_search_idx" ON "leads" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_search_idx" ON "leads" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_company_search_idx" ON "leads" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_name_search_idx" ON "leads" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_leased_idx" ON "outbox" USING btree ("locked_until") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("created_at") WHERE status = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "uploaded_documents_application_idx" ON "uploaded_documents" USING btree ("application_id","created_at");