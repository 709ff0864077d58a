-- An account is never locked (failed sign-ins are counted in rate_limits): these columns were never used.
ALTER TABLE "users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";