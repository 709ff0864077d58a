import { z } from "#app/schemas/zod.ts";
import { honeypotShape, optionalLine } from "#app/schemas/fields.ts";
import {
  isSliderAmount,
  normaliseQuotePhone,
  quoteMessages,
  sliderToAmount,
  validateQuoteEmail,
  validateQuotePhone,
} from "#app/schemas/quote-rules.ts";
import { wellFormed } from "#app/schemas/rules.ts";

/**
 * The quick quote form (home hero and social landing): funding amount, email and phone.
 * Messages and rules are those of the specification (§5, §8), including its lenient phone rule;
 * the rules themselves live in quote-rules.ts.
 */

export const loanAmountSchema = z
  .number({ error: quoteMessages.amountInvalid })
  .refine(isSliderAmount, { error: quoteMessages.amountInvalid });

export const enquirySchema = z
  .object({
    email: z
      .string({ error: quoteMessages.emailInvalid })
      .check((ctx) => {
        const message = validateQuoteEmail(ctx.value);
        if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
      })
      .transform((value) => wellFormed(value).trim()),
    phone: z
      .string({ error: quoteMessages.phoneRequired })
      .check((ctx) => {
        const message = validateQuotePhone(ctx.value);
        if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
      })
      .transform(normaliseQuotePhone),
    loanAmount: loanAmountSchema.optional(),
    /** Without JavaScript the form posts the slider's position (0-100) instead of the amount. */
    loanPosition: z.number({ error: quoteMessages.amountInvalid }).int().min(0).max(100).optional(),
    /** The UK date and time at submit, as the visitor's browser wrote it (`formatTimestamp`). */
    timestamp: optionalLine(64, "The time of the enquiry is too long"),
    ...honeypotShape,
  })
  .transform(({ loanPosition, ...enquiry }, ctx) => {
    const loanAmount =
      enquiry.loanAmount ?? (loanPosition === undefined ? undefined : sliderToAmount(loanPosition));
    if (loanAmount === undefined) {
      ctx.issues.push({
        code: "custom",
        message: quoteMessages.amountInvalid,
        path: ["loanAmount"],
        input: undefined,
      });
      return z.NEVER;
    }
    return { ...enquiry, loanAmount };
  });

export type Enquiry = z.output<typeof enquirySchema>;
