import { describe, expect, it } from "vitest";
import {
  STANDARD_TEMPLATES,
  UPLOAD_LINK_PLACEHOLDER,
  fillTemplate,
  firstNameOf,
  mergeValues,
  previewSource,
  standardTemplates,
  unknownMergeFields,
  type MergeSource,
} from "#app/content/broker-emails.ts";

/** The templates page's example case, from Ben Broker of the firm. */
const source: MergeSource = {
  ...previewSource,
  brokerName: "Ben Broker",
  brandName: "Deva Business Finance",
  phoneDisplay: "01632 960482",
  brokerHours: "Monday to Friday, 9am to 5pm",
  stillNeeded: "- Full company accounts",
};

describe("the brokers' email templates", () => {
  it.each(STANDARD_TEMPLATES)("%s greets, names the case and signs off", (template) => {
    const { subject, body, unfilled } = fillTemplate(
      standardTemplates[template],
      mergeValues(source),
    );
    expect(subject).toContain("DBF-7K3M9Q");
    expect(body.startsWith("Dear Ann,")).toBe(true);
    expect(body).toContain("Ben Broker\nDeva Business Finance");
    expect(body).toContain("01632 960482");
    expect(body).not.toMatch(/\{|\}|undefined|null/);
    expect(unfilled).toEqual([]);
  });

  it("fills in the offer: lender, amount, term, rate and expiry", () => {
    const { subject, body } = fillTemplate(standardTemplates.offer_ready, mergeValues(source));
    expect(subject).toBe("Good news: an offer from Example Capital (DBF-7K3M9Q)");
    expect(body).toContain(
      "Example Capital has offered £45,000 over 24 months at 9.9% APR on your application (reference DBF-7K3M9Q). The offer stands until 14 December 2026.",
    );
  });

  it("leaves what a case cannot fill in square brackets, and names it", () => {
    const { body, unfilled } = fillTemplate(
      standardTemplates.offer_ready,
      mergeValues({ ...source, offer: null }),
    );
    expect(body).toContain("[lender] has offered [offer amount]");
    expect(unfilled).toEqual(["lender", "offer amount", "rate", "term", "expiry"]);
  });

  it("lists only the missing documents, with the upload link for an application only", () => {
    const chaser = fillTemplate(standardTemplates.document_chaser, mergeValues(source));
    expect(chaser.body).toContain("we still need:\n\n- Full company accounts\n\n");
    expect(chaser.body).toContain(`You can upload them securely here: ${UPLOAD_LINK_PLACEHOLDER}`);
    const enquiry = fillTemplate(
      standardTemplates.document_chaser,
      mergeValues({ ...source, canUpload: false }),
    );
    expect(enquiry.body).not.toContain(UPLOAD_LINK_PLACEHOLDER);
    expect(enquiry.body).toContain("reply to this email with the documents attached");
    const nothing = fillTemplate(
      standardTemplates.document_chaser,
      mergeValues({ ...source, stillNeeded: "" }),
    );
    expect(nothing.unfilled).toEqual(["documents we still need"]);
  });

  it("greets someone without a name plainly", () => {
    const { body } = fillTemplate(
      standardTemplates.tried_to_call,
      mergeValues({ ...source, fullName: null }),
    );
    expect(body).toMatch(/^Hello,/);
    expect(firstNameOf("  Ann  Lee ")).toBe("Ann");
    expect(firstNameOf(null)).toBeNull();
  });

  it("names braces that are no merge field, whatever their case or spacing", () => {
    expect(unknownMergeFields("Dear {Name}, { lender } {lendr} {offer  amount}")).toEqual([
      "lendr",
      "offer  amount",
    ]);
  });
});
