/**
 * The line beside each form's button saying what happens to the details given there. The
 * application's Review step has its own, longer declaration (`reviewCopy` in application.ts).
 */
import { DRAFT_LIFETIME_DAYS } from "#app/content/application-drafts.ts";

export type PrivacyNoteForm = "quote" | "contact" | "referral" | "saveDraft" | "lostLink";

export const privacyNotes: Record<PrivacyNoteForm, string> = {
  quote:
    "We use your details to find your funding options and to call or email you about them. We never sell them.",
  contact: "We use your details only to answer your message. We never sell them.",
  referral:
    "We use your details to consider your partner application and to contact you about it. We never sell them.",
  lostLink:
    "We use the address only to look up your application and email its link. We never sell your details.",
  saveDraft: `We use this address only to send you the link, and delete the saved answers after ${DRAFT_LIFETIME_DAYS} days.`,
};

export const privacyNoteLink = { before: "Read our", text: "Privacy Policy" };
