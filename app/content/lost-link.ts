/**
 * The "Lost your link?" page (/track). Its answer is the same whether or not we hold anything
 * for the address given, so the page never tells anyone whose address it is.
 */
export const lostLinkCopy = {
  formTitle: "Send me a new link",
  explanation:
    "Enter the email address you gave with your application or enquiry. We will email a new secure link for each one we hold for that address.",
  emailLabel: "Email address",
  submit: "Send me a new link",
  pending: "Sending…",
  answer: "If we hold an application for that address, we have sent a new link to it.",
  answerHint:
    "The email should arrive within a few minutes. Check your spam folder, or call us if nothing comes.",
  callInstead: "Rather speak to someone? Call our team on",
} as const;
