CREATE TABLE "document_checks" (
	"lead_id" uuid NOT NULL,
	"category" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_checks_lead_id_category_pk" PRIMARY KEY("lead_id","category"),
	CONSTRAINT "document_checks_category_check" CHECK (category in ('accounts', 'bank_statements', 'management_accounts', 'other_documents', 'photo_id', 'proof_of_address', 'debt_schedule', 'card_statements', 'supplier_quote', 'property_details', 'exit_plan', 'hmrc_bill')),
	CONSTRAINT "document_checks_state_check" CHECK (state in ('accepted', 'asked_again'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_banking_requests" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_banking_requests_state_check" CHECK (state in ('requested', 'link_sent', 'connected', 'not_going_ahead'))
);
--> statement-breakpoint
ALTER TABLE "uploaded_documents" DROP CONSTRAINT "uploaded_documents_category_check";--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "uploaded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_requests" ADD CONSTRAINT "open_banking_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_requests" ADD CONSTRAINT "open_banking_requests_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_category_check" CHECK (document_category in ('accounts', 'bank_statements', 'management_accounts', 'other_documents', 'photo_id', 'proof_of_address', 'debt_schedule', 'card_statements', 'supplier_quote', 'property_details', 'exit_plan', 'hmrc_bill'));