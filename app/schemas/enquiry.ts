import { productSlugFrom } from "#app/paths.ts";
import { z } from "#app/schemas/zod.ts";
import { honeypotShape, optionalLine } from "#app/schemas/fields.ts";
import {
  amountFields,
  isSliderAmount,
  normaliseQuotePhone,
  postedAmount,
  quoteMessages,
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
      .string({ error: quoteMessages.emailRequired })
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
    /** Without JavaScript the form posts the slider's position (0-100) instead of the amount… */
    [amountFields.position]: z
      .number({ error: quoteMessages.amountInvalid })
      .int()
      .min(0)
      .max(100)
      .optional(),
    /** …with what "Or type an amount" holds, and the amount the form was shown with. */
    [amountFields.typed]: optionalLine(32, quoteMessages.amountInvalid),
    [amountFields.shown]: z.number({ error: quoteMessages.amountInvalid }).optional(),
    /** The UK date and time at submit, as the visitor's browser wrote it (`formatTimestamp`). */
    timestamp: optionalLine(64, "The time of the enquiry is too long"),
    /** The product whose page the quote was asked on; an unknown slug is ignored. */
    product: z
      .unknown()
      .optional()
      .transform((value) => productSlugFrom(value) || undefined),
    ...honeypotShape,
  })
  .transform(({ loanPosition, loanAmountTyped, loanAmountShown, ...enquiry }, ctx) => {
    const loanAmount = postedAmount({
      loanAmount: enquiry.loanAmount,
      position: loanPosition,
      typed: loanAmountTyped,
      shown: loanAmountShown,
    });
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
