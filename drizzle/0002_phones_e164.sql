-- Phone numbers for search and matching are kept in E.164 from now on ("+447700900123");
-- earlier rows held the digits as typed. UK spellings are rewritten; others stay as they are.
UPDATE "leads" SET "phone" = '+44' || substr("phone", 5) WHERE "phone" ~ '^\+440[1-9][0-9]{8,9}$';--> statement-breakpoint
UPDATE "leads" SET "phone" = '+44' || substr("phone", 2) WHERE "phone" ~ '^0[1-9][0-9]{8,9}$';--> statement-breakpoint
UPDATE "leads" SET "phone" = '+' || substr("phone", 3) WHERE "phone" ~ '^00[1-9][0-9]{6,14}$';--> statement-breakpoint
UPDATE "leads" SET "phone" = '+' || "phone" WHERE "phone" ~ '^44[1-9][0-9]{8,9}$';
