import { foreignFormMessage } from "#app/server/admin/form-keys.server.ts";
import { data } from "react-router";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import type { DetailsChange, EmailToApplicant } from "#app/schemas/admin-lead.ts";
import { UPLOAD_LINK_PLACEHOLDER } from "#app/content/broker-emails.ts";
import {
  lookUpCompany,
  type CompaniesHouseConfig,
} from "#app/server/admin/companies-house.server.ts";
import { formDone, formInvalid, formRefused } from "#app/server/admin/http.server.ts";
import { leadNotFound, type LeadWork } from "#app/server/admin/lead/actions.server.ts";
import { editLeadDetails, keepCompanyLookup } from "#app/server/admin/lead/details.server.ts";
import { queueApplicantEmail } from "#app/server/admin/lead/email.server.ts";

/**
 * The lead page's forms for reaching the applicant and keeping their details right: "Edit
 * details" (with "Look up" on Companies House) and "Email the applicant", one function per
 * intent, answering its own form like the others in ./actions.server.ts.
 */

export const contactActionMessages = {
  detailsSaved: "Details saved.",
  noCompanyNumber: "Enter the company number to look up.",
  lookupOff: "Looking up companies is not set up here: type the details in.",
  found: (name: string) =>
    `Found ${name} on Companies House. Check the details below, then save them.`,
  emailQueued: "Email queued. Its delivery shows on the timeline.",
  emailRepeat: "This email was already sent: it is on the timeline.",
  noEmail: "This lead has no email address. Add one with Edit details first.",
  noUpload: `Only an application has an upload link: take ${UPLOAD_LINK_PLACEHOLDER} out of the message and ask for the documents by reply.`,
  unfilled: (fields: string[]) =>
    `This case could not fill ${fields.map((field) => `[${field}]`).join(", ")}: write in what each should say, or take it out, before sending.`,
} as const;

export async function saveDetails(
  work: LeadWork,
  value: DetailsChange,
  companiesHouse: CompaniesHouseConfig | null,
) {
  if (value.lookup) return lookUpDetails(work, value, companiesHouse);
  const result = await editLeadDetails(work.db, work.leadId, value, work.actor);
  if (result.kind === "no-lead") throw leadNotFound();
  if (result.kind === "stale") {
    return formRefused(work.submission, { intent: "details" }, result.message, { status: 409 });
  }
  return formDone(work.submission, { intent: "details" }, contactActionMessages.detailsSaved);
}

/**
 * "Look up": asks Companies House for the number typed and answers the form with the company's
 * name filled in. What Companies House said is kept here, and the form carries only its id.
 */
async function lookUpDetails(
  work: LeadWork,
  value: DetailsChange,
  companiesHouse: CompaniesHouseConfig | null,
) {
  const place = { intent: "details" };
  if (!companiesHouse) {
    return formRefused(work.submission, place, contactActionMessages.lookupOff, { status: 400 });
  }
  if (!value.companyNumber) {
    return formInvalid(work.submission, place, {
      fieldErrors: { companyNumber: [contactActionMessages.noCompanyNumber] },
    });
  }
  const found = await lookUpCompany(companiesHouse, value.companyNumber);
  if (!found.ok) {
    return formInvalid(work.submission, place, { fieldErrors: { companyNumber: [found.message] } });
  }
  const { profile } = found;
  const lookupId = await keepCompanyLookup(work.db, work.leadId, profile, work.actor);
  if (!lookupId) throw leadNotFound();
  const reply = work.submission.reply();
  return data<AdminFormResult>({
    ...place,
    // A new id each time, so the form starts again from what was found.
    id: `lookup-${profile.lookedUpAt}`,
    status: "success",
    message: contactActionMessages.found(profile.companyName),
    result: {
      ...reply,
      initialValue: {
        ...withoutLookup(reply.initialValue),
        companyNumber: profile.companyNumber,
        companyName: profile.companyName,
        companyLookup: lookupId,
      },
    },
  });
}

/** The form's values without the "Look up" button that sent them. */
function withoutLookup(values: Record<string, unknown> | null | undefined) {
  const { lookup: _lookup, ...rest } = values ?? {};
  return rest as Record<string, string>;
}

export async function sendApplicantEmail(work: LeadWork, value: EmailToApplicant) {
  const place = { intent: "email" };
  const result = await queueApplicantEmail(work.db, work.leadId, value, work.actor);
  switch (result.kind) {
    case "no-lead":
      throw leadNotFound();
    case "no-email":
      return formRefused(work.submission, place, contactActionMessages.noEmail, { status: 400 });
    case "no-upload":
      return formInvalid(work.submission, place, {
        fieldErrors: { body: [contactActionMessages.noUpload] },
      });
    case "unfilled":
      return formInvalid(work.submission, place, {
        fieldErrors: { body: [contactActionMessages.unfilled(result.fields)] },
      });
    case "foreign-key":
      return formRefused(work.submission, place, foreignFormMessage, { status: 409 });
    case "repeat":
    case "queued":
      if (result.kind === "queued") work.notifyOutbox?.();
      return data<AdminFormResult>({
        ...place,
        // The sent form's key: the page starts a fresh, empty form for the next mail.
        id: value.formKey,
        status: "success",
        message:
          result.kind === "queued"
            ? contactActionMessages.emailQueued
            : contactActionMessages.emailRepeat,
        result: work.submission.reply({ resetForm: true }),
      });
  }
}
