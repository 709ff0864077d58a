import { hasControlCharacters, isValidEmail, wellFormed } from "#app/schemas/rules.ts";
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, LOAN_AMOUNT_STEP } from "#app/schemas/loan-amounts.ts";

/**
 * The quick quote form's rules (§4, §5), without zod, so the form on content pages can check
 * answers as they are typed without carrying the schema library. `enquiry.ts` builds the
 * server's schema from the same functions.
 */

export const quoteMessages = {
  /** Issue 38 asks one pattern for an empty answer on the quote forms, as the phone's (§5). */
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid UK phone number",
  amountInvalid: "Enter an amount between £5,000 and £500,000",
} as const;

/** How an answer stands in the way of sending: not given, or not right. */
export type AnswerWanting = "missing" | "invalid" | null;

/**
 * Said beside the social landing form's button while it waits for the answers (§4 keeps it
 * disabled until both are good), naming what is still needed; empty once nothing is.
 */
export function stillNeeded(answers: { email: AnswerWanting; phone: AnswerWanting }): string {
  const wanted = [
    answers.email && (answers.email === "missing" ? "your email address" : "a valid email address"),
    answers.phone &&
      (answers.phone === "missing" ? "your phone number" : "a valid UK phone number"),
  ].filter(Boolean);
  return wanted.length > 0 ? `Enter ${wanted.join(" and ")} to continue` : "";
}

/** Said when an enquiry could not be stored, so the visitor never believes a broker has it. */
export function enquiryNotSentMessage(phoneDisplay: string): string {
  return `We could not send your details just now, so no broker has them yet. Your answers are still here: please try again in a minute, or call us on ${phoneDisplay}.`;
}

// The general forms' range lives apart, so the application (which needs only the range) does
// not load the quote's rules.
export { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, LOAN_AMOUNT_STEP } from "#app/schemas/loan-amounts.ts";
/** Slider position 50 is £75,000, the midpoint of the scale. */
export const SLIDER_MID_AMOUNT = 75_000;
export const SLIDER_INITIAL_POSITION = 50;
/** Longer than any real phone number with spacing; stops pasted essays. */
const PHONE_MAX = 30;

const ukPhonePattern = /^(\+44|0)\d{10}$/;

/**
 * The message the email field shows for `value`, or null when it is fine. Empty is said to be
 * required, as an empty phone is: the form calls this on change only for a non-empty value and
 * always on submit.
 */
export function validateQuoteEmail(value: string): string | null {
  const email = value.trim();
  if (email === "") return quoteMessages.emailRequired;
  return isValidEmail(email) ? null : quoteMessages.emailInvalid;
}

/** The phone number as the broker receives it: spaces removed. */
export function normaliseQuotePhone(value: string): string {
  return wellFormed(value).replace(/\s+/g, "");
}

/**
 * The message the phone field shows for `value`, or null when it is fine. The rule is the
 * specification's: the UK pattern passes, and so does anything ten characters or longer.
 */
export function validateQuotePhone(value: string): string | null {
  const phone = normaliseQuotePhone(value);
  if (phone === "") return quoteMessages.phoneRequired;
  if (phone.length > PHONE_MAX || hasControlCharacters(phone)) {
    return quoteMessages.phoneInvalid;
  }
  if (ukPhonePattern.test(phone) || phone.length >= 10) return null;
  return quoteMessages.phoneInvalid;
}

function roundToStep(amount: number): number {
  return Math.round(amount / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP;
}

/**
 * Slider position (0-100) to pounds: 0-50 runs linearly £5,000 to £75,000, 50-100 runs
 * linearly £75,000 to £500,000, rounded to the nearest £5,000.
 */
export function sliderToAmount(position: number): number {
  const p = Number.isFinite(position)
    ? Math.min(100, Math.max(0, position))
    : SLIDER_INITIAL_POSITION;
  const raw =
    p <= 50
      ? LOAN_AMOUNT_MIN + (p / 50) * (SLIDER_MID_AMOUNT - LOAN_AMOUNT_MIN)
      : SLIDER_MID_AMOUNT + ((p - 50) / 50) * (LOAN_AMOUNT_MAX - SLIDER_MID_AMOUNT);
  return roundToStep(raw);
}

/** The slider position (whole number 0-100) nearest to `amount`. */
export function amountToSlider(amount: number): number {
  if (!Number.isFinite(amount)) return SLIDER_INITIAL_POSITION;
  const a = Math.min(LOAN_AMOUNT_MAX, Math.max(LOAN_AMOUNT_MIN, amount));
  const position =
    a <= SLIDER_MID_AMOUNT
      ? ((a - LOAN_AMOUNT_MIN) / (SLIDER_MID_AMOUNT - LOAN_AMOUNT_MIN)) * 50
      : 50 + ((a - SLIDER_MID_AMOUNT) / (LOAN_AMOUNT_MAX - SLIDER_MID_AMOUNT)) * 50;
  return Math.round(position);
}

export type AmountBandKey = "cash-flow" | "growth" | "investment";
export type AmountBand = { key: AmountBandKey; caption: string };

/** The caption (and colour key) under the slider for an amount. */
export function amountBand(amount: number): AmountBand {
  if (amount <= 50_000)
    return { key: "cash-flow", caption: "Perfect for immediate cash flow needs" };
  if (amount <= 100_000) return { key: "growth", caption: "Ideal for growth and expansion" };
  return { key: "investment", caption: "Suitable for major business investments" };
}

/**
 * The amount a visitor typed beside the slider, within the scale and rounded to its step, or
 * null when nothing usable was typed (the amount then stays as it was).
 */
export function typedAmount(text: string): number | null {
  if (text.trim() === "") return null;
  const pounds = Number(text.replace(/[^\d]/g, ""));
  if (!Number.isFinite(pounds)) return null;
  return roundToStep(Math.min(LOAN_AMOUNT_MAX, Math.max(LOAN_AMOUNT_MIN, pounds)));
}

/** An amount the slider can show: whole £5,000 steps from £5,000 to £500,000. */
export function isSliderAmount(amount: number): boolean {
  return (
    Number.isInteger(amount) &&
    amount >= LOAN_AMOUNT_MIN &&
    amount <= LOAN_AMOUNT_MAX &&
    amount % LOAN_AMOUNT_STEP === 0
  );
}

/** The names of what a quote form posts about its amount besides `loanAmount` (§4). */
export const amountFields = {
  /** The slider's position, 0-100. */
  position: "loanPosition",
  /** The text of "Or type an amount". */
  typed: "loanAmountTyped",
  /** The amount the form was shown with. */
  shown: "loanAmountShown",
} as const;

/**
 * The amount a quote form asks for. With JavaScript its script sends `loanAmount`, kept in step
 * with the slider and the box. Without it the form posts the slider's position, the text typed
 * in the box and the amount it was shown with: a typed amount the visitor changed is theirs,
 * otherwise the slider's position is. Undefined when neither gives an amount.
 */
export function postedAmount(posted: {
  loanAmount?: number;
  position?: number;
  typed?: string;
  shown?: number;
}): number | undefined {
  if (posted.loanAmount !== undefined) return posted.loanAmount;
  const typed = posted.typed === undefined ? null : typedAmount(posted.typed);
  if (typed !== null && (posted.shown === undefined || typed !== posted.shown)) return typed;
  if (posted.position !== undefined) return sliderToAmount(posted.position);
  return typed ?? undefined;
}
