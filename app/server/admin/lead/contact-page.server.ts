import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { siteConfigFromEnv, type Env } from "#app/env.server.ts";
import { manualSourceLabels } from "#app/schemas/admin.ts";
import { readCompanyProfile } from "#app/schemas/company-profile.ts";
import { manualSourceOf } from "#app/schemas/lead-contact.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.ts";
import { companiesHouseConfig } from "#app/server/admin/companies-house.server.ts";
import { emailDraftFor } from "#app/server/admin/lead/email.server.ts";
import { listEmailTemplates } from "#app/server/admin/email-templates.server.ts";

/**
 * What a lead's page needs for reaching the applicant and keeping their details: who added a
 * lead by hand and how it came, the Companies House profile, whether "Look up" is offered, the
 * email draft a template (`?template=`) starts, and a one-time key for the email form.
 */
export async function leadContactPage(
  db: Database,
  env: Env,
  request: Request,
  broker: { name: string },
  lead: {
    id: string;
    companyName: string | null;
    product: string | null;
    kind: string;
    reference: string;
    fullName: string | null;
    source: string | null;
    createdByUserId: string | null;
    companyProfile: unknown;
  },
  /** The case's missing documents, one per line, for a template's `{documents we still need}`. */
  stillNeeded: string,
) {
  const manual = manualSourceOf(lead.source);
  const [creator] = lead.createdByUserId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, lead.createdByUserId))
    : [];
  const templates = await listEmailTemplates(db);
  const templateId = new URL(request.url).searchParams.get("template");
  const template = templates.find((one) => one.id === templateId);
  return {
    /** "Added by Ben Broker, phone enquiry" for a lead added by hand; null for the forms'. */
    addedBy: manual
      ? `Added by ${creator?.name ?? "a former user"}, ${manualSourceLabels[manual]}`
      : null,
    companyProfile: readCompanyProfile(lead.companyProfile),
    lookupAvailable: companiesHouseConfig(env) !== null,
    emailDraft: template
      ? await emailDraftFor(db, template, lead, broker, siteConfigFromEnv(env), stillNeeded)
      : null,
    emailTemplates: templates.map(({ id, label }) => ({ id, label })),
    emailFormKey: randomUUID(),
  };
}
