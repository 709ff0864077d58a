import { vocabulary } from "#app/content/vocabulary.ts";
import { callbackTime } from "#app/content/claims.ts";

/**
 * What the mails to applicants say: the acknowledgement of an application or a quick enquiry,
 * the mail when a broker moves it to a new stage, and a link sent again from the "Lost your
 * link?" form. The server fills in the reference, the answers, the secure link and the
 * business details as it sends each one (app/server/mail/applicant-content.server.ts).
 */

/** Business details the mails quote, from the site configuration. */
type Business = { phoneDisplay: string; brokerHours: string };

export const applicantMailLabels = {
  reference: "Reference",
  company: "Company",
  amount: "Amount",
  purpose: "What it is for",
  reasons: "Reasons",
  directors: "Directors",
  stage: "Stage",
  reason: "Reason",
} as const;

export const applicantMailCopy = {
  /** The button (and text-body line) that opens the applicant's page. */
  openLink: "View your application",
  summaryTitle: "What you sent us",
  nextTitle: "What happens next",
  linkTitle: "Your secure link",
  linkNote: (days: number, lostLinkUrl: string) =>
    `The link above opens your own page on any device: where your application stands, the documents we have and what else helps. It is meant for you alone, so please do not forward this email. It works until ${days} days after you last use it, and you can ask for a new one at any time at ${lostLinkUrl}`,
  questionsTitle: "Questions?",
  questions: ({ phoneDisplay, brokerHours }: Business) =>
    `${vocabulary.callOn(phoneDisplay)} (${brokerHours}), or reply to this email.`,
  aboutTitle: "About this email",
  serviceNote: (legalName: string, fcaFirmReference: string) =>
    `This is a service message about your application, not marketing. ${legalName} is authorised and regulated by the Financial Conduct Authority (firm reference ${fcaFirmReference}).`,

  application: {
    subject: (reference: string) => `Application received: ${reference}`,
    heading: "Thank you for your application",
    intro: (reference: string) =>
      `We have received your application. Your reference is ${reference}: please quote it whenever you contact us. Your answers are on your secure page, through the link below.`,
    next: ({ brokerHours }: Business) =>
      `A broker reviews your application and calls you, typically within ${callbackTime} during broker hours (${brokerHours}). If you applied outside those hours, brokers work on securing options and call you the next working morning. They may ask for documents such as bank statements: you can add them through your secure link.`,
  },

  enquiry: {
    subject: (reference: string) => `Enquiry received: ${reference}`,
    heading: "Thank you for your enquiry",
    intro: (amount: string, reference: string) =>
      `We have your request for ${amount}. Your reference is ${reference}: please quote it whenever you contact us.`,
    next: ({ brokerHours }: Business) =>
      `A broker will call you, typically within ${callbackTime} during broker hours (${brokerHours}). If you sent your request outside those hours, we will call you the next working morning.`,
  },

  /** A quote, application or message that joined the applicant's open case. */
  joined: {
    subject: (reference: string) => `Added to your application ${reference}`,
    heading: "We've added this to your application",
    intro: (reference: string) =>
      `We've added this to your application ${reference}. It keeps the same reference, so please go on quoting it. Your secure page, through the link below, shows your application as it stands now, with everything you have sent us.`,
  },

  status: {
    subject: (reference: string, stageTitle: string) =>
      `Your application ${reference}: ${stageTitle}`,
    heading: (stageTitle: string) => `Your application: ${stageTitle}`,
    intro: (reference: string) =>
      `There is news on your application (reference ${reference}). This is where it stands now:`,
  },

  link: {
    subject: (reference: string) => `Your link to application ${reference}`,
    heading: "Your new secure link",
    intro: (reference: string) =>
      `You asked for a new link to your application (reference ${reference}). Your earlier links still work until they expire.`,
    notYou:
      "If you did not ask for this, you can ignore this email: nobody can open your application without the link, and it was sent only to you.",
  },
} as const;
