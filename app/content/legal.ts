import type { SiteConfig } from "#app/config/site.ts";
import { formatAddress } from "#app/config/site.ts";
import { paths, type LegalSlug } from "#app/paths.ts";
import { disclosedCommissionText } from "#app/content/claims.ts";

/**
 * The legal documents as data. Text that names the business (its name, numbers, contact
 * details) is a function of the site config, so those details stay in one place. Links are
 * written inline as `[text](href)`; internal ones are built from `paths`.
 */
export type SiteText = string | ((site: SiteConfig) => string);
export type LegalBlock = { paragraph: SiteText } | { list: SiteText[] };
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };
/** A dated document of numbered sections: the legal documents and the accessibility statement. */
export type SiteDocument = {
  /** ISO date (YYYY-MM-DD); the next review date is one year after it. */
  lastUpdated: string;
  intro: SiteText[];
  sections: LegalSection[];
};
export type LegalDocument = SiteDocument & { slug: LegalSlug };

export const p = (paragraph: SiteText): LegalBlock => ({ paragraph });
export const list = (...items: SiteText[]): LegalBlock => ({ list: items });

const fos = {
  url: "https://www.financial-ombudsman.org.uk",
  phone: "0800 023 4567",
  address: "Financial Ombudsman Service, Exchange Tower, London E14 9SR",
};
const ico = {
  url: "https://ico.org.uk",
  complaintsUrl: "https://ico.org.uk/make-a-complaint/",
  phone: "0303 123 1113",
  address:
    "Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF",
};
const fcaRegisterUrl = "https://register.fca.org.uk";

const email = (site: SiteConfig) => `[${site.email}](mailto:${site.email})`;
const phone = (site: SiteConfig) => `[${site.phoneDisplay}](tel:${site.phoneE164})`;

/** Email, phone with opening hours, and post: the business's contact details from the site config. */
export const contactUs: LegalBlock = list(
  (s) => `By email: ${email(s)}`,
  (s) => `By phone: ${phone(s)} (${s.openingHours})`,
  (s) => `By post: ${s.legalName}, ${formatAddress(s)}`,
);

const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  lastUpdated: "2025-06-11",
  intro: [
    (s) =>
      `This notice explains how ${s.legalName} collects, uses, shares and protects personal information when you use our website, make an enquiry or apply for business finance through us, and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        p(
          (s) =>
            `${s.legalName} (trading as ${s.brandName}, "we", "us") is an independent credit broker, not a lender. We are registered in England and Wales with company number ${s.companyNumber}, and our registered office is ${formatAddress(s)}. We are authorised and regulated by the Financial Conduct Authority (FCA firm reference number ${s.fcaFirmReference}).`,
        ),
        p(
          (s) =>
            `We are the controller of the personal information described in this notice. We are registered with the Information Commissioner's Office (ICO) under registration number ${s.icoNumber}.`,
        ),
        p("For any question about this notice or your information, contact us:"),
        contactUs,
      ],
    },
    {
      id: "what-we-collect",
      heading: "The information we collect",
      blocks: [
        p("Information you give us when you make an enquiry, apply or contact us:"),
        list(
          "Your name, email address and telephone number",
          "Details of your business: its name, trading address, website, number of employees, turnover, profit level, existing borrowing and overdraft",
          "The funding you are looking for: the amount, the term and what it is for",
          "Details of each director: name, email address, mobile number, home address, address history for the last 3 years, whether they own their home and whether they hold more than 25% of the shares",
          "Documents you upload, such as company accounts, bank statements and management accounts, and whether you prefer to share your bank data through Open Banking",
          "Anything you tell us in messages, calls, the contact form or the referral partner form",
        ),
        p(
          "If you give us details of another person, such as a fellow director, please make sure they know and show them this notice.",
        ),
        p("Information we receive from others:"),
        list(
          "Credit reference agencies: credit history, public records such as County Court Judgments and insolvency, and identity checks",
          "Fraud prevention agencies: information that helps us and lenders detect and prevent fraud and money laundering",
          "Companies House and other public registers: company, director and shareholder details",
          "Lenders on our panel: the outcome of your application and any offer made",
          "Referral partners, such as your accountant, who introduce you to us with your agreement",
          "Open Banking providers, only if you choose to connect your account: read-only transaction and balance data",
        ),
        p(
          `Information collected when you use this website: technical details needed to deliver pages and keep the website secure, such as your IP address and browser type, and, only if you allow analytics cookies, how you use the website. Our [Cookies Policy](${paths.cookiesPolicy}) explains each cookie and item of local storage we use.`,
        ),
        p(
          "We do not ask for special category information, such as health details. Fraud prevention agencies and lenders may process information about criminal offences where the law allows it, to prevent fraud and money laundering.",
        ),
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information and our lawful bases",
      blocks: [
        p(
          "The law allows us to use personal information only when we have a lawful basis. These are the purposes and the bases we rely on:",
        ),
        list(
          "To answer your enquiry and find suitable finance for your business: to take steps at your request before entering into a contract (for sole traders and partnerships), or our legitimate interest in providing the service your business asked for (for companies and their directors)",
          "To pass your application to lenders on our panel and to arrange credit and identity checks: the same bases as above",
          "To keep in touch about your application by phone and email, including out-of-hours follow-up: our legitimate interest in completing the service you asked for",
          "To prevent and detect fraud and money laundering: our legal obligations and our legitimate interest in protecting our business and lenders",
          "To meet our obligations as an FCA regulated firm, including keeping records and handling complaints: our legal obligations",
          "To tell you about other finance that may help your business: your consent, or for existing business contacts our legitimate interest; you can opt out at any time",
          "To understand how our website is used, through analytics cookies: your consent, which you can withdraw at any time",
          "To manage referral partners: to take steps towards and perform our agreement with the partner",
        ),
        p(
          "Where we rely on legitimate interests, we have balanced them against your interests and rights. You can ask us for details of that assessment.",
        ),
      ],
    },
    {
      id: "sharing",
      heading: "Who we share your information with",
      blocks: [
        p("We share your information only as needed for the purposes above, with:"),
        list(
          "Lenders on our panel, so they can assess your application and make an offer; each lender then uses your information as its own privacy notice explains",
          "Credit reference agencies, such as Experian, Equifax and TransUnion, which lenders and we use to check identity and creditworthiness. How they use your information is explained in the [Credit Reference Agency Information Notice](https://www.experian.co.uk/crain/)",
          "Fraud prevention agencies, which may keep a record of information that indicates fraud; a fraud record can lead to others refusing services, finance or employment",
          "Service providers that help us run the business, such as website hosting, email, secure document storage, telephone and IT support; they act only on our instructions under contracts that protect your information",
          "The referral partner who introduced you, to let them know how your application is progressing, if you agree",
          "Regulators, the Financial Ombudsman Service, law enforcement agencies and our professional advisers, where the law requires it or to establish or defend legal claims",
          "A buyer of all or part of our business, who would have to use your information in line with this notice",
        ),
        p("We never sell your personal information."),
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      blocks: [
        p(
          "We keep your information in the United Kingdom wherever we can. Some of our service providers may store or access it in other countries. When information leaves the UK, we make sure it is protected: the country is covered by UK adequacy regulations, or we use the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses, together with any further safeguards needed. You can ask us for a copy of these safeguards.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your information",
      blocks: [
        list(
          "Successful applications, where finance was arranged: 6 years after the funds were provided, to meet our regulatory and legal obligations",
          "Unsuccessful or withdrawn applications and enquiries that did not proceed: 3 years after our last contact with you",
          "Your marketing preferences: for as long as you want us to respect them",
          "Cookies and local storage on your device: for the periods listed in our Cookies Policy",
        ),
        p(
          "When a retention period ends, we delete the information or make it anonymous so it can no longer identify you.",
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      blocks: [
        p(
          "Our website uses an encrypted connection. Documents you upload are stored privately and are never published on the website. Only staff who need your information to help you can see it, and each of them signs in to our systems with a personal login.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        p("You have the right to:"),
        list(
          "Ask for a copy of the personal information we hold about you",
          "Ask us to correct information that is wrong or incomplete",
          "Ask us to delete your information, where we no longer need to keep it",
          "Ask us to restrict how we use your information",
          "Object to our use of your information based on legitimate interests, and object at any time to direct marketing",
          "Ask for information you gave us to be passed to you or another organisation in a reusable format",
          "Withdraw your consent at any time, where we rely on consent; this does not affect what we did before",
          "Ask for a person to review a decision made solely by automated means. We do not make such decisions, but lenders and credit reference agencies may use automated scoring; ask the lender concerned",
        ),
        p(
          (s) =>
            `To use any of these rights, contact us by email at ${email(s)} or by phone on ${phone(s)}. There is normally no charge. We will reply within one month, and tell you if we need longer for a complex request.`,
        ),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        p(
          `We use essential local storage to make the website work and, only with your permission, analytics cookies. Our [Cookies Policy](${paths.cookiesPolicy}) lists each one with its duration and lets you change your choices at any time.`,
        ),
      ],
    },
    {
      id: "complaints",
      heading: "How to complain",
      blocks: [
        p(
          (s) =>
            `If you are unhappy with how we have used your information, please contact us first at ${email(s)} so we can put it right.`,
        ),
        p(
          `You also have the right to complain to the Information Commissioner's Office, the UK regulator for data protection: online at [ico.org.uk/make-a-complaint](${ico.complaintsUrl}), by phone on ${ico.phone}, or by post to ${ico.address}.`,
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      blocks: [
        p(
          "We review this notice at least once a year and update it when the way we use personal information changes. The date at the top shows when it last changed.",
        ),
      ],
    },
  ],
};

const termsConditions: LegalDocument = {
  slug: "terms-conditions",
  lastUpdated: "2025-06-11",
  intro: [
    (s) =>
      `These terms apply when you use this website, which is run by ${s.legalName}. By using the website you accept them. If you use our broking service, our [Terms of Business](${paths.termsOfBusiness}) apply too.`,
  ],
  sections: [
    {
      id: "about-us",
      heading: "About us",
      blocks: [
        p(
          (s) =>
            `${s.legalName}, trading as ${s.brandName}, is registered in England and Wales with company number ${s.companyNumber}. Our registered office is ${formatAddress(s)}. We are authorised and regulated by the Financial Conduct Authority as a credit broker (firm reference number ${s.fcaFirmReference}); you can check this on the [Financial Services Register](${fcaRegisterUrl}).`,
        ),
        p(
          "We are a credit broker, not a lender. We introduce businesses to lenders on our panel. All finance is subject to status and to the lender's own checks.",
        ),
      ],
    },
    {
      id: "using-the-website",
      heading: "Using this website",
      blocks: [
        p(
          "You may use this website to find out about business finance and to apply through us. You must not:",
        ),
        list(
          "Use the website in a way that breaks the law or is fraudulent",
          "Give false or misleading information, or apply on behalf of a business without its authority",
          "Try to gain unauthorised access to the website, its server or any connected system, or introduce viruses or other harmful material",
          "Copy or scrape the website's content in bulk, or use automated means to submit forms",
        ),
      ],
    },
    {
      id: "information",
      heading: "Information on this website",
      blocks: [
        p(
          "The content of this website is general information about business finance. It is not personal advice, and it does not take account of your business's circumstances. Figures such as loan amounts, terms and decision times are typical examples; what you are offered depends on the lender and your business.",
        ),
        p(
          "We work to keep the website accurate and up to date, but we do not promise that it is complete, current or free from errors. Please speak to us before relying on it for a decision.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        p(
          "We own, or are licensed to use, the content and design of this website. You may view it, print or save pages for your own reference and share links to it. You may not reproduce it for commercial purposes without our written permission.",
        ),
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      blocks: [
        p(
          "Links to websites run by others, such as lenders, regulators or our social media profiles, are for your information. We are not responsible for their content or for how they use your information.",
        ),
      ],
    },
    {
      id: "availability",
      heading: "Availability of the website",
      blocks: [
        p(
          "The website is free to use. We may suspend, withdraw or change any part of it without notice, for example for maintenance. We are not liable if it is unavailable at any time.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "Our liability",
      blocks: [
        p(
          "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.",
        ),
        p(
          "Otherwise, we are not liable for any loss arising from the use of, or inability to use, this website or from reliance on its general information, including loss of profit, business, revenue or opportunity. Our responsibilities when we act as your broker are set out in our Terms of Business.",
        ),
      ],
    },
    {
      id: "privacy",
      heading: "Your privacy and cookies",
      blocks: [
        p(
          `Our [Privacy Policy](${paths.privacyPolicy}) explains how we use personal information you give us through this website. Our [Cookies Policy](${paths.cookiesPolicy}) explains the cookies and local storage we use and lets you choose which ones you allow.`,
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        p(
          "We review these terms at least once a year and may change them at any time. The terms in force when you use the website are the ones that apply. The date at the top shows when they last changed.",
        ),
      ],
    },
    {
      id: "law",
      heading: "Law and jurisdiction",
      blocks: [
        p(
          "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [contactUs],
    },
  ],
};

const termsOfBusiness: LegalDocument = {
  slug: "terms-of-business",
  lastUpdated: "2025-06-11",
  intro: [
    (s) =>
      `These terms explain the service ${s.legalName} provides as an independent credit broker, how we are paid and what we ask of you. Please read them before you ask us to find finance for your business.`,
  ],
  sections: [
    {
      id: "about-us",
      heading: "About us",
      blocks: [
        p(
          (s) =>
            `${s.legalName}, trading as ${s.brandName}, is authorised and regulated by the Financial Conduct Authority for credit broking (firm reference number ${s.fcaFirmReference}). You can check our permissions on the [Financial Services Register](${fcaRegisterUrl}). We are registered in England and Wales with company number ${s.companyNumber}, at ${formatAddress(s)}.`,
        ),
        p(
          "We are a credit broker, not a lender. We introduce businesses to a panel of lenders. We are not tied to any one lender, but our panel does not cover every lender in the market.",
        ),
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use our service",
      blocks: [
        p("Our service is for business purposes only. To use it you must be:"),
        list(
          "A business registered in the UK, or a sole trader; or",
          "An individual aged 18 or over with a UK address, acting for the purposes of your trade or business",
        ),
        p(
          "You must give us accurate, complete and up-to-date information, and tell us promptly if anything changes. If you apply for a company or partnership, you confirm you have its authority to do so. We may decline to act for any business.",
        ),
      ],
    },
    {
      id: "our-service",
      heading: "What we do for you",
      blocks: [
        list(
          "Understand what your business needs and what it can afford",
          "Identify lenders on our panel whose products may suit you and present the options to you",
          "Help you prepare and submit your application and documents",
          "Keep you informed until the lender makes its decision and, if you accept an offer, until the funds arrive",
        ),
        p(
          "The lender decides whether to lend and on what terms. We cannot guarantee that you will be offered finance. All finance is subject to status. We do not give legal, tax or accounting advice.",
        ),
        p(
          "Lenders may search your business's and directors' credit files. Some searches leave a footprint visible to other lenders; we will tell you before a lender carries out a search that does.",
        ),
      ],
    },
    {
      id: "fees-and-commission",
      heading: "Fees and commission",
      blocks: [
        list(
          "We charge no upfront fees and no success fees.",
          `When you take out finance we have arranged, the lender pays us a commission, ${disclosedCommissionText}. The amount can vary between lenders and products; you can ask us how much we will receive before you proceed.`,
          "The commission is paid by the lender and does not change what you repay.",
          "On rare occasions an extra fee may apply to commercial mortgage, bridging, secured or unsecured line of credit offers. If it does, we will tell you the amount in writing before you proceed, and it is payable only once you have received the funds.",
        ),
        p(
          "Lenders may charge their own fees, such as arrangement fees; these are shown in the lender's offer before you agree to it.",
        ),
      ],
    },
    {
      id: "your-information",
      heading: "Your information",
      blocks: [
        p(
          `We use the information you give us to find finance for your business and share it with lenders on our panel, credit reference agencies and fraud prevention agencies. Our [Privacy Policy](${paths.privacyPolicy}) explains this fully, including how long we keep it: 6 years after a successful application and 3 years after an unsuccessful one.`,
        ),
      ],
    },
    {
      id: "ending",
      heading: "Changing your mind",
      blocks: [
        p(
          "You can stop using our service at any time, at no cost, by telling us. You are under no obligation to accept any offer we present.",
        ),
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      blocks: [
        p("If you are unhappy with our service, please tell us so we can put it right:"),
        contactUs,
        p(
          "We will acknowledge your complaint promptly and try to resolve it within 3 business days. If we cannot, we will investigate and send you our final response within 8 weeks of receiving it.",
        ),
      ],
    },
    {
      id: "financial-ombudsman",
      heading: "The Financial Ombudsman Service",
      blocks: [
        p(
          "If you are not satisfied with our final response, or we have not sent one within 8 weeks, you may be able to refer your complaint to the Financial Ombudsman Service free of charge. Sole traders, partnerships and smaller businesses within the Ombudsman's size limits are usually eligible. You must normally contact the Ombudsman within 6 months of our final response.",
        ),
        list(
          `Online: [financial-ombudsman.org.uk](${fos.url})`,
          `By phone: ${fos.phone}`,
          `By post: ${fos.address}`,
        ),
      ],
    },
    {
      id: "law",
      heading: "Law",
      blocks: [
        p(
          "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them.",
        ),
      ],
    },
  ],
};

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  "privacy-policy": privacyPolicy,
  "terms-conditions": termsConditions,
  "terms-of-business": termsOfBusiness,
};

export function resolveText(text: SiteText, site: SiteConfig): string {
  return typeof text === "function" ? text(site) : text;
}

/** Every text of a document, resolved for one site config. */
export function documentTexts(document: SiteDocument, site: SiteConfig): string[] {
  const blocks = document.sections.flatMap((section) => section.blocks);
  return [
    ...document.intro,
    ...blocks.flatMap((block) => ("paragraph" in block ? [block.paragraph] : block.list)),
  ].map((text) => resolveText(text, site));
}

export type TextPart = string | { text: string; href: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a text into plain runs and `[text](href)` links. */
export function parseLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[1] ?? "", href: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

function parseIsoDate(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`Not a real date: ${iso}`);
  }
  return { year, month, day };
}

/** "2025-06-11" → "11th June 2025", the way UK legal documents date themselves. */
export function formatLegalDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${ordinal(day)} ${months[month - 1]} ${year}`;
}

/** One year after the given date; 29 February moves to 28 February. */
export function nextReviewDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const nextDay = month === 2 && day === 29 && !isLeap(year + 1) ? 28 : day;
  return `${year + 1}-${String(month).padStart(2, "0")}-${String(nextDay).padStart(2, "0")}`;
}
