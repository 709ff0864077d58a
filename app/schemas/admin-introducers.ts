import { z } from "#app/schemas/zod.ts";
import { percentToBasisPoints } from "#app/lib/commission.ts";
import { formatMonth } from "#app/lib/dates.ts";
import { requiredLine, typedAnswer } from "#app/schemas/fields.ts";
import { contactFieldMessages, contactFields } from "#app/schemas/contact-fields.ts";
import { INTRODUCER_CODE_PATTERN } from "#app/schemas/introducer-code.ts";

/**
 * Introducers: referral partners approved to introduce leads for a share of the commission
 * received on them. Their code goes on their link to the application
 * (`/application?introducer=CODE`). The forms of the introducers page (add, edit) and of a
 * referral lead's page (approve) are here; that a code is not taken is checked by the server,
 * which alone knows the other introducers.
 */

/**
 * An introducer as the back office shows and edits it: the server's query returns it, and the
 * pages' lists and forms take what they need of it.
 */
export type IntroducerRow = {
  id: string;
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  shareBasisPoints: number;
  code: string;
  active: boolean;
  referralLeadId: string | null;
};

export const introducerMessages = {
  name: "Enter the business name.",
  nameTooLong: "Keep the business name under 120 characters.",
  share: "Enter their share of the commission received, like 25 or 12.5.",
  shareInvalid: "Enter a percentage from 0 to 100 with at most two decimals, like 12.5.",
  code: "Enter a code of 4 to 12 letters and digits, like ACME25.",
  codeTaken: (code: string) => `The code ${code} is another introducer's: choose another.`,
  email: contactFieldMessages.email,
} as const;

const share = typedAnswer(percentToBasisPoints, introducerMessages.shareInvalid).transform(
  (basisPoints, ctx) => {
    if (basisPoints === null) {
      ctx.addIssue({ code: "custom", message: introducerMessages.share });
      return z.NEVER;
    }
    return basisPoints;
  },
);

const code = z
  .string(introducerMessages.code)
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => INTRODUCER_CODE_PATTERN.test(value), introducerMessages.code);

/** A ticked box posts "on"; an unticked one posts nothing. */
const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on");

const contactShape = {
  contactName: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
  /** Their share of the commission received, typed as a percentage, kept in basis points. */
  share,
};

const newIntroducerShape = {
  name: requiredLine(120, {
    required: introducerMessages.name,
    tooLong: introducerMessages.nameTooLong,
  }),
  ...contactShape,
  code,
};

/** "Add an introducer" on the introducers page. */
export const introducerCreateSchema = z.object({
  intent: z.literal("create"),
  ...newIntroducerShape,
});

/** An introducer's share, contact and standing, edited on the introducers page. */
export const introducerUpdateSchema = z.object({
  intent: z.literal("update"),
  /** Checked against the introducers by the action (an unknown one is a 404). */
  introducerId: z.string(),
  ...contactShape,
  active: ticked,
});

export const introducersPageSchema = z.discriminatedUnion("intent", [
  introducerCreateSchema,
  introducerUpdateSchema,
]);
export type IntroducerCreate = z.output<typeof introducerCreateSchema>;
export type IntroducerUpdate = z.output<typeof introducerUpdateSchema>;

/** "Approve as introducer" on a referral lead's page, prefilled from the partner's form. */
export const introducerApproveSchema = z.object({
  intent: z.literal("introducer-approve"),
  ...newIntroducerShape,
});
export type IntroducerApproval = z.output<typeof introducerApproveSchema>;

export const introducerPayoutMessages = {
  paidOn: "Enter the day you paid them, like 2026-11-05.",
  month: "Reload the page and try again.",
  monthOpen: (monthName: string) =>
    `${monthName} has not ended, so its statement can still change: record it as paid once the month is over.`,
  nothingOwed: "This statement owes them nothing, so there is nothing to pay.",
  alreadyPaid: (monthName: string) =>
    `The statement for ${monthName} was already recorded as paid.`,
} as const;

/** "Record as paid" under a statement of a month that has ended. */
export const introducerPayoutSchema = z.object({
  intent: z.literal("payout"),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, introducerPayoutMessages.month),
  paidOn: z.iso.date(introducerPayoutMessages.paidOn),
});
export type IntroducerPayoutForm = z.output<typeof introducerPayoutSchema>;

/** A statement's month ("2026-11"): the one asked for when real, else the month of `today`. */
export function statementMonthFrom(value: string | null | undefined, today: string): string {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  return today.slice(0, 7);
}

/** The first day of a month and of the next ("2026-11" => 2026-11-01, 2026-12-01). */
export function monthBounds(month: string): { from: string; before: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, before: `${next}-01` };
}

/** The month before or after ("2026-01", -1 => "2025-12"). */
export function monthPlus(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A month for people: "2026-11" => "November 2026". */
export function monthLabel(month: string): string {
  return formatMonth(month);
}
