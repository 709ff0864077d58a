import { describe, expect, it } from "vitest";
import {
  BROKER_EMAIL_TEMPLATES,
  fillBrokerEmail,
  firstNameOf,
  UPLOAD_LINK_PLACEHOLDER,
  type BrokerEmailContext,
} from "#app/content/broker-emails.ts";

const context: BrokerEmailContext = {
  firstName: "Ann",
  reference: "DBF-7K3M9Q",
  brokerName: "Ben Broker",
  brandName: "Deva Business Finance",
  phoneDisplay: "01632 960482",
  brokerHours: "Monday to Friday, 9am to 5pm",
  canUpload: true,
};

describe("the brokers' email templates", () => {
  it.each(BROKER_EMAIL_TEMPLATES)("%s greets, names the lead and signs off", (template) => {
    const { subject, body } = fillBrokerEmail(template, context);
    expect(subject).toContain("DBF-7K3M9Q");
    expect(subject.length).toBeLessThan(200);
    expect(body.startsWith("Dear Ann,")).toBe(true);
    expect(body).toContain("Ben Broker\nDeva Business Finance");
    expect(body).toContain("01632 960482");
    expect(body).not.toMatch(/\{|\}|undefined|null/);
  });

  it("gives the upload link to an application only, and asks others to reply with documents", () => {
    expect(fillBrokerEmail("document_chaser", context).body).toContain(UPLOAD_LINK_PLACEHOLDER);
    const enquiry = fillBrokerEmail("document_chaser", { ...context, canUpload: false });
    expect(enquiry.body).not.toContain(UPLOAD_LINK_PLACEHOLDER);
    expect(enquiry.body).toContain("reply to this email with the documents");
    for (const template of ["tried_to_call", "offer_ready"] as const) {
      expect(fillBrokerEmail(template, context).body).not.toContain(UPLOAD_LINK_PLACEHOLDER);
    }
  });

  it("greets someone without a name plainly", () => {
    expect(fillBrokerEmail("tried_to_call", { ...context, firstName: null }).body).toMatch(
      /^Hello,/,
    );
    expect(firstNameOf("  Ann  Lee ")).toBe("Ann");
    expect(firstNameOf(null)).toBeNull();
  });
});
