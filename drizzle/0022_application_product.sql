ALTER TABLE "applications" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "property_value_pounds" bigint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "exit_route" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "exit_detail" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_product_check" CHECK (product is null or product in ('short-term-business-loans', 'card-terminal-loans', 'bad-credit-business-loans', 'same-day-business-funding', 'business-growth-loans', 'asset-funding', 'stock-funding', 'bridging-loans', 'secured-business-loans', 'vat-funding', 'tax-funding'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_exit_route_check" CHECK (exit_route is null or exit_route in ('sale', 'refinance', 'other'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_property_value_check" CHECK (property_value_pounds is null or property_value_pounds > 0);