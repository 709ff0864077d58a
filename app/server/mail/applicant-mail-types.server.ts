import type { SiteConfig } from "#app/config/site.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { MailContent } from "#app/server/mail/notification-content.server.ts";

/**
 * Mail to applicants (acknowledgements, stage changes, links sent again, saved drafts), by
 * outbox topic. Unlike the brokers' notifications, these are composed with the database at
 * hand: a mail that carries a secure link makes that link as it is sent, because only the
 * hash of a token is ever stored. A retried send makes a new link; the unsent one expires.
 * These types are apart from the composers' list (`applicant-mail.server.ts`) so that a
 * composer imports nothing that imports it back.
 */
export type ApplicantMailContext = {
  db: Database;
  site: SiteConfig;
  now: Date;
};

export type ApplicantMail = {
  /** The applicant's address. */
  to: string;
  content: MailContent;
};

export type ApplicantMailComposer = (
  payload: Record<string, unknown>,
  context: ApplicantMailContext,
) => Promise<ApplicantMail>;
