import { vocabulary } from "#app/content/vocabulary.ts";
/**
 * Every word of "Save and continue later": the control under each step of the application,
 * the page its emailed link opens, and the email itself.
 */

/** How long a saved application and its link last. */
export const DRAFT_LIFETIME_DAYS = 30;

export const saveDraftCopy = {
  toggle: "Save and continue later",
  lead: `We will email you a link to this application. It opens your answers on any device for ${DRAFT_LIFETIME_DAYS} days.`,
  emailLabel: "Email address",
  button: "Email me a link",
  pending: "Saving…",
  saved: (email: string) =>
    `We have emailed a link to ${email}. It works for ${DRAFT_LIFETIME_DAYS} days.`,
  unavailable:
    "Your application could not be saved just now. Your answers are still here: please try again in a moment.",
};

export const resumeDraftCopy = {
  title: "Your saved application",
  lead: "Below are the answers saved with this link, as they were typed. Check them, then carry on where you left off.",
  expiredTitle: "This link has expired",
  expiredText: `Links to a saved application work for ${DRAFT_LIFETIME_DAYS} days, and the saved answers are then deleted.`,
  invalidTitle: "This link does not work",
  invalidText:
    "It may have been copied only in part, or a newer link was sent since: only the latest link to a saved application works.",
  startAgain: "Start a new application",
  help: "You can also call us and a broker will take your application over the phone.",
};

export const draftMailCopy = {
  subject: "Your saved application",
  heading: "Continue your application",
  linkTitle: "Your saved application",
  linkLabel: "Open your saved application",
  expires: (date: string) =>
    `The link works until ${date}. Anyone with it can see your answers, so please do not share it.`,
  notYouTitle: "Did not ask for this?",
  notYou: `Then you need do nothing: the saved answers are deleted after ${DRAFT_LIFETIME_DAYS} days.`,
  helpTitle: "Questions?",
  help: (phone: string, hours: string) => `${vocabulary.callOn(phone)}, ${hours}.`,
};
