import type { SubmissionResult } from "@conform-to/react";

/**
 * What a back-office action answers to the form that was sent. A page with several forms
 * (one per intent, or one per row) shows each answer at the form it belongs to only.
 */
export type AdminFormResult = {
  /** Which of the page's forms was sent. */
  intent: string;
  /** The row (user, lender submission, notification) whose form was sent. */
  id?: string;
  /** As in Conform's reply: whether the form did what it asked (ADR 0025). */
  status: "success" | "error";
  /** What was done, or why nothing was when no one field is to blame. */
  message?: string;
  /** Conform's reply: each field's message, and the answers to show again. */
  result?: SubmissionResult<string[]>;
};

/** The answer to this form, or undefined when another form of the page was sent. */
export function resultFor(
  answer: AdminFormResult | undefined,
  intent: string,
  id?: string,
): AdminFormResult | undefined {
  if (!answer || answer.intent !== intent) return undefined;
  return id === undefined || answer.id === id ? answer : undefined;
}
