-- Deal facts on the case, lender criteria (minimum turnover, sectors not lent to) and the
-- "deal" timeline entry. See docs/decisions/0028-deal-facts-and-matching.md.
ALTER TABLE "leads" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "trading_since" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_type" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "turnover_pence" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "property_value_pence" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "exit_route" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "min_turnover_pence" bigint;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "excluded_sectors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_product_check" CHECK (product is null or product in ('short-term-business-loans', 'card-terminal-loans', 'bad-credit-business-loans', 'same-day-business-funding', 'business-growth-loans', 'asset-funding', 'stock-funding', 'bridging-loans', 'secured-business-loans', 'vat-funding', 'tax-funding'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_term_months_check" CHECK (term_months is null or term_months between 1 and 360);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_trading_since_check" CHECK (trading_since is null or trading_since ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sector_check" CHECK (sector is null or sector in ('construction', 'hospitality', 'retail', 'automotive', 'professional-services', 'healthcare', 'social-care', 'e-commerce', 'accountants', 'law-firms', 'manufacturing', 'transport-logistics', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_type_check" CHECK (company_type is null or company_type in ('limited_company', 'llp', 'partnership', 'sole_trader', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_turnover_check" CHECK (turnover_pence is null or turnover_pence >= 0);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_value_check" CHECK (property_value_pence is null or property_value_pence > 0);--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_excluded_sectors_check" CHECK (excluded_sectors <@ array['construction', 'hospitality', 'retail', 'automotive', 'professional-services', 'healthcare', 'social-care', 'e-commerce', 'accountants', 'law-firms', 'manufacturing', 'transport-logistics']::text[]);--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_min_turnover_check" CHECK (min_turnover_pence is null or min_turnover_pence >= 0);--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK (type in ('status', 'assignment', 'note', 'email', 'submission', 'document', 'call', 'task', 'details', 'removal', 'created', 'commission', 'introducer', 'joined', 'merged', 'split', 'deal'));--> statement-breakpoint
-- What maps cleanly from each case's latest application: its turnover (pounds, as a number)
-- and its business type where the words name one legal form. Nothing else is guessed, and the
-- case's version does not move (no broker's page is made stale by it).
UPDATE "leads" l SET
	"turnover_pence" = CASE WHEN a."turnover_pounds" >= 0 THEN a."turnover_pounds" * 100 END,
	"company_type" = CASE
		WHEN a."business_type" ~* '(^|[^a-z])(llp|limited liability partnership)([^a-z]|$)' THEN 'llp'
		WHEN a."business_type" ~* '(^|[^a-z])(ltd|limited|limited company|private limited company)([^a-z]|$)' THEN 'limited_company'
		WHEN a."business_type" ~* '(^|[^a-z])(sole trader|sole proprietor|self[- ]employed)([^a-z]|$)' THEN 'sole_trader'
		WHEN a."business_type" ~* '(^|[^a-z])partnership([^a-z]|$)' THEN 'partnership'
	END
FROM (
	SELECT DISTINCT ON ("lead_id") "lead_id", "turnover_pounds", "business_type"
	FROM "applications"
	ORDER BY "lead_id", "created_at" DESC, "application_id" DESC
) a
WHERE a."lead_id" = l."id";
