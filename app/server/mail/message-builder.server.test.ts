import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import MailComposer from "nodemailer/lib/mail-composer";
import {
  createMessageBuilder,
  type MessageBuilder,
  type MessageOptions,
} from "#app/server/mail/message-builder.server.ts";

const mail: MessageOptions = {
  from: "website@broker.example",
  to: "brokers@broker.example",
  replyTo: "jane@example.co.uk",
  subject: "New enquiry: £75,000 from jane@example.co.uk (DBF-7K3M9Q)",
  text: "Email: jane@example.co.uk\nPhone: 07700 900123\n".repeat(20),
  html: '<!doctype html><html lang="en-GB"><body><h1>New enquiry</h1><p>Caf\u00e9 &amp; co</p></body></html>',
  messageId: "<0b6f4a0e-4b8f-4a8e-9a4e-3a0d4b0e4b8f@broker.example>",
  date: new Date("2026-11-27T13:00:00.000Z"),
};

// MailComposer draws a random boundary for each message; everything else is set by the mail.
const sameBoundary = (raw: string) =>
  raw.replace(/--_NmP-[0-9a-f]+-Part_/g, "--_NmP-boundary-Part_");

describe("building a mail's message on its own thread", () => {
  const builders: MessageBuilder[] = [];
  afterEach(async () => {
    await Promise.all(builders.splice(0).map((builder) => builder.close()));
  });
  function builder(options?: Parameters<typeof createMessageBuilder>[0]) {
    const created = createMessageBuilder(options);
    builders.push(created);
    return created;
  }

  test("gives the bytes MailComposer gives on the calling thread, and the envelope", async () => {
    const built = await builder().build(mail);
    const here = await new MailComposer(mail).compile().build();
    expect(sameBoundary(built.raw.toString("utf8"))).toBe(sameBoundary(here.toString("utf8")));
    expect(built.raw.toString("utf8")).toContain(`Message-ID: ${mail.messageId}`);
    expect(built.envelope).toEqual({ from: mail.from, to: [mail.to] });
  });

  test("builds many messages at once, each answered with its own", async () => {
    const thread = builder();
    const subjects = Array.from({ length: 20 }, (_, index) => `Enquiry ${index}`);
    const built = await Promise.all(subjects.map((subject) => thread.build({ ...mail, subject })));
    expect(
      built.map((message) => /^Subject: (.*)$/m.exec(message.raw.toString("utf8"))?.[1]),
    ).toEqual(subjects);
  });

  test("a thread that throws fails the builds it held; the next build starts a fresh thread", async () => {
    const thread = builder({
      source: `
        const { parentPort } = process.getBuiltinModule("node:worker_threads");
        parentPort.on("message", () => { throw new Error("out of memory"); });
      `,
    });
    await expect(thread.build(mail)).rejects.toThrow(/mail thread failed: out of memory/);
    // A fresh thread, which fails again here, rather than a dead one never answering.
    await expect(thread.build(mail)).rejects.toThrow(/mail thread failed: out of memory/);
  });

  test("a thread that stops, or that does not answer, fails its builds instead of holding them", async () => {
    const exiting = builder({
      source: `process.getBuiltinModule("node:worker_threads").parentPort.on("message", () => process.exit(3));`,
    });
    await expect(exiting.build(mail)).rejects.toThrow(/mail thread stopped \(exit code 3\)/);
    const silent = builder({
      timeoutMs: 200,
      source: `process.getBuiltinModule("node:worker_threads").parentPort.on("message", () => {});`,
    });
    await expect(silent.build(mail)).rejects.toThrow(/did not answer in 200 ms/);
  });

  test("a thread closed mid-build fails that build; the next one is built on a fresh thread", async () => {
    const thread = builder();
    const interrupted = thread.build(mail);
    await thread.close();
    await expect(interrupted).rejects.toThrow(/mail thread was closed/);
    const again = await thread.build(mail);
    expect(again.raw.toString("utf8")).toContain(`Message-ID: ${mail.messageId}`);
  });

  test("an idle thread does not keep the process alive", () => {
    const module = fileURLToPath(new URL("./message-builder.server.ts", import.meta.url));
    const script = `
      import { createMessageBuilder } from ${JSON.stringify(module)};
      const built = await createMessageBuilder().build(${JSON.stringify(mail)});
      console.log(built.raw.length > 0 ? "built" : "empty");
    `;
    // Without close(): the process ends by itself once the build is answered.
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(child.stdout.trim()).toBe("built");
    expect(child.status).toBe(0);
  });
});
