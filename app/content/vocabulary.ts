/**
 * One wording for each action or label the site repeats (docs/content.md has the table). The
 * specification's exact texts stay where it gives them: "Speak to an Expert" on the industry
 * pages and "Wait for Our Call" on /enquiry. "Programme" is spelt one way in every visible text
 * (the specification's "Join Program" included); only the address keeps its spelling.
 */
export const vocabulary = {
  /** A button or link that dials the broker team. */
  call: "Call Our Team",
  /** The same where the number is shown. */
  callOn: (phone: string) => `Call Our Team on ${phone}`,
  addDirector: "Add Another Director",
  referralProgramme: "Referral Programme",
  joinProgramme: "Join Programme",
} as const;
