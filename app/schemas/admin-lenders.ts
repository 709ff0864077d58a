import { z } from "#app/schemas/zod.ts";
import { percentToBasisPoints } from "#app/lib/commission.ts";
import { productSlugs, sectorSlugs } from "#app/paths.ts";
import { poundsToPence } from "#app/schemas/admin-lead.ts";
import { contactFieldMessages, contactFields } from "#app/schemas/contact-fields.ts";
import {
  isUuid,
  optionalLine,
  requiredLine,
  typedAnswer,
  wholeNumberFrom,
} from "#app/schemas/fields.ts";
import {
  COMMISSION_KINDS,
  type CommissionKind,
  type DeclineReason,
} from "#app/schemas/value-lists.ts";

/**
 * The lender panel page's one form, to add a lender ("create") or edit one ("update", with
 * its id). Amounts are typed in pounds and kept in pence, the commission share typed as a
 * percentage and kept in basis points. That the name is not taken, in any case, is checked by
 * the server, which alone knows the panel.
 */

/**
 * A lender as the panel page shows and edits it: what the server's query returns and the
 * page's table and form take.
 */
export type PanelLender = {
  id: string;
  name: string;
  products: string[];
  minAmountPence: number | null;
  maxAmountPence: number | null;
  minTradingMonths: number | null;
  minTurnoverPence: number | null;
  /** The site's sectors the lender will not lend to. */
  excludedSectors: string[];
  decisionTime: string | null;
  commissionKind: CommissionKind;
  commissionBasisPoints: number | null;
  commissionFixedPence: number | null;
  commissionDueDays: number;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  active: boolean;
  confirmed: boolean;
};

export const lenderMessages = {
  name: "Enter the lender's name.",
  nameTooLong: "Keep the lender's name under 120 characters.",
  amount: "Enter an amount in pounds, like 25,000.",
  amountsInOrder: "The largest amount must be at least the smallest.",
  months: "Enter the minimum trading time in whole months, like 6.",
  kind: "Select how the lender pays commission.",
  percent: "Enter the percentage of the funded amount, like 1.5.",
  percentInvalid: "Enter a percentage from 0 to 100 with at most two decimals, like 1.5.",
  fee: "Enter the fixed fee in pounds, like 750.",
  dueDays: "Enter the number of days, from 1 to 365.",
  email: contactFieldMessages.email,
} as const;

const pounds = typedAnswer(poundsToPence, lenderMessages.amount);

const percentage = typedAnswer(percentToBasisPoints, lenderMessages.percentInvalid);

const tradingMonths = typedAnswer(wholeNumberFrom(0), lenderMessages.months);

const dueDays = z.string(lenderMessages.dueDays).transform((value, ctx) => {
  const cleaned = value.trim();
  const days = /^\d{1,3}$/.test(cleaned) ? Number(cleaned) : 0;
  if (days < 1 || days > 365) {
    ctx.addIssue({ code: "custom", message: lenderMessages.dueDays });
    return z.NEVER;
  }
  return days;
});

/** A ticked box posts "on"; an unticked one posts nothing. */
const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on");

export const lenderFormSchema = z
  .object({
    intent: z.enum(["create", "update"]),
    /** The lender edited; checked against the panel by the action (an unknown one is a 404). */
    lenderId: z.string().optional(),
    name: requiredLine(120, { required: lenderMessages.name, tooLong: lenderMessages.nameTooLong }),
    products: z.array(z.enum(productSlugs)).optional(),
    minAmount: pounds,
    maxAmount: pounds,
    minTradingMonths: tradingMonths,
    minTurnover: pounds,
    excludedSectors: z.array(z.enum(sectorSlugs)).optional(),
    decisionTime: optionalLine(60, "Keep the decision time under 60 characters."),
    commissionKind: z.enum(COMMISSION_KINDS, lenderMessages.kind),
    commissionPercent: percentage,
    commissionFee: pounds,
    commissionDueDays: dueDays,
    contactName: contactFields.name,
    contactEmail: contactFields.email,
    contactPhone: contactFields.phone,
    active: ticked,
  })
  .superRefine((value, ctx) => {
    if (value.commissionKind === "percent" && value.commissionPercent === null) {
      ctx.addIssue({
        code: "custom",
        path: ["commissionPercent"],
        message: lenderMessages.percent,
      });
    }
    if (value.commissionKind === "fixed" && value.commissionFee === null) {
      ctx.addIssue({ code: "custom", path: ["commissionFee"], message: lenderMessages.fee });
    }
    if (value.minAmount !== null && value.maxAmount !== null && value.minAmount > value.maxAmount) {
      ctx.addIssue({ code: "custom", path: ["maxAmount"], message: lenderMessages.amountsInOrder });
    }
  });

export type LenderForm = z.output<typeof lenderFormSchema>;

export const mergeLenderMessages = {
  choose: "Choose the lender to merge and the lender that stays.",
  same: "Choose two different lenders: one to merge, and the one that stays.",
  gone: "One of the two lenders is no longer on the panel. Choose again.",
} as const;

const lenderId = z.string(mergeLenderMessages.choose).refine(isUuid, mergeLenderMessages.choose);

/**
 * "Merge lenders" (admins only): every submission to `fromId` moves to `intoId`, and `fromId`
 * leaves the panel. Chosen first by a plain GET (the page then shows both names and how many
 * submissions move), then confirmed with this form.
 */
export const lenderMergeSchema = z
  .object({ intent: z.literal("merge"), fromId: lenderId, intoId: lenderId })
  .refine((value) => value.fromId !== value.intoId, {
    path: ["intoId"],
    message: mergeLenderMessages.same,
  });
export type LenderMerge = z.output<typeof lenderMergeSchema>;

/** How one lender answered the submissions sent to it in a period (the lenders page). */
export type LenderAnswers = {
  lenderId: string;
  name: string;
  submissions: number;
  /** Submissions with an offer made: offered, accepted or funded since. */
  offers: number;
  /** Offers the applicant accepted: accepted or funded since. */
  accepted: number;
  funded: number;
  declined: number;
  /** Declines per reason, in the reasons' own order; a decline with no reason is "other". */
  declinesByReason: Array<{ reason: DeclineReason; count: number }>;
  /** Offers accepted of offers made, in basis points; null when no offer was made. */
  acceptanceBasisPoints: number | null;
};
