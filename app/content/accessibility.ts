import { emailResponseTime } from "#app/content/claims.ts";
import { contactUs, formatLegalDate, list, p, type SiteDocument } from "#app/content/legal.ts";
import { paths } from "#app/paths.ts";

/**
 * The accessibility statement, in the structure of the UK government's model statement. Contact
 * details come from the site config through `contactUs`; what it says about testing describes
 * the checks the site's own tests make, and nothing more.
 */

/** ISO dates (YYYY-MM-DD): when the statement was first written, and when it was last checked. */
export const accessibilityStatementDates = {
  prepared: "2026-11-26",
  lastReviewed: "2026-11-26",
};

const wcagUrl = "https://www.w3.org/TR/WCAG22/";
const abilityNetUrl = "https://mcmw.abilitynet.org.uk/";
const eass = {
  url: "https://www.equalityadvisoryservice.com/",
  phone: "0808 800 0082",
  textphone: "0808 800 0084",
};
const ehrcUrl = "https://www.equalityhumanrights.com/";
const ecniUrl = "https://www.equalityni.org/";

export const accessibilityStatement: SiteDocument = {
  lastUpdated: accessibilityStatementDates.lastReviewed,
  intro: [
    (s) =>
      `This statement applies to the website at ${s.origin}, run by ${s.legalName}. We want as many people as possible to be able to use it, and we have written it to say plainly how well it works, what we check and what does not work yet.`,
  ],
  sections: [
    {
      id: "what-it-covers",
      heading: "What this statement covers",
      blocks: [
        p(
          "It covers every public page of this website: the pages about our loans and the industries we serve, the quick enquiry, the application form and document upload, the contact and referral forms, the page where you follow your application, and our policies.",
        ),
        p(
          "It does not cover the back office our brokers use to handle enquiries, which is not open to the public, or other websites we link to, such as lenders, regulators and social media.",
        ),
      ],
    },
    {
      id: "using-this-website",
      heading: "Using this website",
      blocks: [
        p("You should be able to:"),
        list(
          "Zoom in with your browser, and make text larger in your browser or device settings",
          "Move through every page and fill in every form with a keyboard alone: the first Tab press offers a link to skip straight to the page's main content",
          "Use a screen reader or speech recognition software: pages have one main heading, headings in order, named regions, and a label on every form field",
          "Turn on the reduce motion setting of your device: the website then jumps to a section instead of scrolling to it, and opens panels without animation",
          "Fill in and send our forms with JavaScript switched off",
        ),
        p(
          `[AbilityNet](${abilityNetUrl}) has advice on making your device easier to use if you have a disability.`,
        ),
      ],
    },
    {
      id: "how-accessible",
      heading: "How accessible this website is",
      blocks: [
        p(
          `We aim to meet the [Web Content Accessibility Guidelines version 2.2](${wcagUrl}) at level AA, the standard UK accessibility statements use. This website is partially compliant with that standard: it has not yet been checked by hand against every one of its requirements, and the limitations below apply.`,
        ),
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      blocks: [
        list(
          "Documents you upload, such as bank statements and company accounts, are your own files. We keep them as you send them and do not make them accessible.",
          "Documents from lenders, such as offers and agreements in PDF, are written by the lender, not by us. If one does not work for you, tell us and we will ask the lender for another format, or go through it with you by phone.",
          "We have not yet tested the website with screen readers or speech recognition software ourselves, or with disabled people who use them every day.",
        ),
      ],
    },
    {
      id: "other-formats",
      heading: "Information in another format",
      blocks: [
        p(
          "If you need information on this website, or a form, in another format, such as large print, an accessible PDF, easy read or a phone call instead of a form, contact us:",
        ),
        contactUs,
        p(
          `We reply to emails within ${emailResponseTime} in working hours. We will tell you then how soon we can give you the information in the format you asked for.`,
        ),
      ],
    },
    {
      id: "reporting-problems",
      heading: "Reporting accessibility problems",
      blocks: [
        p(
          "We are always looking to improve the accessibility of this website. If you find a problem not listed here, or think we are not meeting the standard, email or call us using the details above. Tell us the page and what went wrong, and we will help you finish what you were doing another way while we fix it.",
        ),
        p(
          `If you are not happy with our reply, you can make a complaint as our [Terms of Business](${paths.termsOfBusiness}) explain.`,
        ),
      ],
    },
    {
      id: "enforcement",
      heading: "Enforcement procedure",
      blocks: [
        p(
          "As a business that provides a service, we must make reasonable adjustments for disabled people under the Equality Act 2010 (in Northern Ireland, the Disability Discrimination Act 1995).",
        ),
        p(
          `The [Equality and Human Rights Commission](${ehrcUrl}) (EHRC) enforces the Equality Act 2010 in England, Scotland and Wales. If you are not happy with how we respond to your complaint, contact the [Equality Advisory and Support Service](${eass.url}) (EASS) by phone on ${eass.phone} or by textphone on ${eass.textphone}.`,
        ),
        p(
          `In Northern Ireland, contact the [Equality Commission for Northern Ireland](${ecniUrl}).`,
        ),
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test this website",
      blocks: [
        p("Each change to the website is tested automatically:"),
        list(
          "Every public page is opened in a real browser (Chromium) at a phone width of 390 pixels, and each kind of page at a laptop width of 1,366 pixels too, and checked with axe against the WCAG 2.2 A and AA rules, including the contrast of the text shown",
          "Every step of the application form is checked with axe the same way, with answers filled in and with error messages showing",
          "Journeys are made with the keyboard alone: the first step of the application form, the amount slider, the menus, the questions on our FAQ page, and the cookie notice and cookie choices",
          "The quick enquiry, referral and application forms and the document upload are sent with JavaScript switched off, and errors come back with your answers kept",
        ),
        p(
          "When this statement was prepared, we also opened every public page at 320 pixels wide, which is what a 1,280 pixel wide screen shows at 400% zoom, and none of them made you scroll sideways to read it. That check is not yet part of the automatic tests.",
        ),
        p(
          "These checks find many problems, but not all of them: automated tools cannot judge, for example, whether a link's text makes sense or whether an error message is helpful. No independent accessibility audit of this website has been made.",
        ),
      ],
    },
    {
      id: "preparation",
      heading: "Preparation of this statement",
      blocks: [
        p(
          `This statement was prepared on ${formatLegalDate(accessibilityStatementDates.prepared)}. It was last reviewed on ${formatLegalDate(accessibilityStatementDates.lastReviewed)}. We review it at least once a year, and whenever the website changes in a way that affects it.`,
        ),
      ],
    },
  ],
};
