import { createElement as h, Fragment, type CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  displayValue,
  type CallToAction,
  type MailContent,
  type Row,
  type Section,
} from "#app/server/mail/notification-content.server.ts";

/**
 * The HTML body of a mail (a broker notification or a mail to an applicant), as React components rendered to static markup:
 * React escapes every answer the visitor typed. Inline styles only, as mail clients drop
 * stylesheets. Written with `createElement` rather than JSX because the stand-alone outbox
 * worker (`node scripts/outbox-worker.ts`) loads this file with Node's type stripping, which
 * does not read `.tsx`.
 */

const cell: CSSProperties = { padding: "4px 12px 4px 0", verticalAlign: "top", textAlign: "left" };

function DetailRow({ row: [name, value] }: { row: Row }) {
  return h(
    "tr",
    null,
    h("th", { scope: "row", style: { ...cell, fontWeight: 600 } }, name),
    h("td", { style: { ...cell, whiteSpace: "pre-wrap" } }, displayValue(value)),
  );
}

function EmailSection({ section }: { section: Section }) {
  const rows = section.rows ?? [];
  return h(
    Fragment,
    null,
    h("h2", { style: { fontSize: "16px", margin: "20px 0 8px" } }, section.title),
    rows.length > 0 &&
      h(
        "table",
        { role: "presentation", style: { borderCollapse: "collapse" } },
        rows.map((row, index) => h(DetailRow, { key: index, row })),
      ),
    section.text !== undefined &&
      h("p", { style: { whiteSpace: "pre-wrap", margin: 0 } }, section.text),
  );
}

/**
 * A link as a button: an inline-block anchor, which every mail client draws. White on the
 * brand's deep blue, well over the 4.5:1 contrast text needs.
 */
function ActionButton({ action }: { action: CallToAction }) {
  return h(
    "p",
    { style: { margin: "16px 0 20px" } },
    h(
      "a",
      {
        href: action.url,
        style: {
          display: "inline-block",
          padding: "12px 20px",
          borderRadius: "6px",
          backgroundColor: "#15496d",
          color: "#ffffff",
          fontWeight: 600,
          textDecoration: "none",
        },
      },
      action.label,
    ),
  );
}

/** `subject` is the one-line subject the mail is sent with, which titles the document. */
export function NotificationEmail({ content, subject }: { content: MailContent; subject: string }) {
  return h(
    "html",
    { lang: "en-GB" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, subject)),
    h(
      "body",
      { style: { fontFamily: "Arial,Helvetica,sans-serif", fontSize: "14px", color: "#111" } },
      h("h1", { style: { fontSize: "20px", margin: "0 0 12px" } }, content.heading),
      content.intro !== undefined && h("p", { style: { margin: "0 0 12px" } }, content.intro),
      content.callToAction && h(ActionButton, { action: content.callToAction }),
      content.sections.map((section, index) => h(EmailSection, { key: index, section })),
    ),
  );
}

export function notificationHtml(content: MailContent, subject: string): string {
  const markup = renderToStaticMarkup(h(NotificationEmail, { content, subject }));
  // React writes an apostrophe as &#x27;. The mail has always carried &#39;, the same
  // character, and keeping it leaves every HTML part exactly as brokers have been receiving it.
  return `<!doctype html>${markup.replaceAll("&#x27;", "&#39;")}`;
}
