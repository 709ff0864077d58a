ALTER TABLE "applications" ADD COLUMN "company_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "trading_since" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_type_check" CHECK (company_type is null or company_type in ('limited_company', 'llp', 'partnership', 'sole_trader', 'other'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_trading_since_check" CHECK (trading_since is null or trading_since ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');