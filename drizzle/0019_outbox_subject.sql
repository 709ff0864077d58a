-- The subject each mail went out with, kept when it is sent, so the outbox and the case's
-- timeline say what was sent rather than its kind's code name.
ALTER TABLE "outbox" ADD COLUMN "subject" text;
