import { z } from "#app/schemas/zod.ts";
import type { AdminFormResult } from "#app/schemas/admin-form-result.ts";
import { optionalText, typedAnswer } from "#app/schemas/fields.ts";
import { contactMessages, leadContactShape } from "#app/schemas/lead-contact.ts";
import { poundsToPence } from "#app/schemas/admin-lead.ts";
import { MANUAL_LEAD_SOURCES } from "#app/schemas/value-lists.ts";

/**
 * "New lead": an enquiry a broker takes by phone, at the door or elsewhere. It needs a name
 * (of the person or their company) and a way back to them (phone or email).
 */
export const newLeadSchema = z
  .object({
    ...leadContactShape,
    source: z.enum(MANUAL_LEAD_SOURCES, "Select how the enquiry reached us."),
    /** Whole pounds, as typed ("25,000"); the lead stores pounds. */
    amount: typedAnswer((value) => {
      const pence = poundsToPence(value);
      if (pence === "invalid" || (pence !== null && pence % 100 !== 0)) return "invalid";
      return pence === null ? null : pence / 100;
    }, "Enter the amount in whole pounds, like 25,000."),
    note: optionalText(5000, "Keep the note under 5,000 characters."),
    /**
     * The broker's answer when the person has an open case: add the call to it ("join", with
     * `joinLeadId`) or start a case of its own ("new"). Absent until they were asked.
     */
    decision: z.enum(["join", "new"]).optional(),
    joinLeadId: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.fullName && !value.companyName) {
      ctx.addIssue({ code: "custom", message: contactMessages.nameOrCompany, path: ["fullName"] });
    }
    if (!value.phone && !value.email) {
      ctx.addIssue({ code: "custom", message: contactMessages.phoneOrEmail, path: ["phone"] });
    }
  });
export type NewLead = z.output<typeof newLeadSchema>;

/** The open case a call may belong to, as the broker is asked about it. */
export type CaseMatch = { leadId: string; reference: string; name: string };

/**
 * "New lead" answers: the form's answers to correct; or, when the person has an open case and
 * the broker has not yet chosen, the question (with everything they typed kept).
 */
export type NewLeadAnswer = AdminFormResult & { match?: CaseMatch };
