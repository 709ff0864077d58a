import { connect } from "node:net";
import nodemailer from "nodemailer";
import { afterEach, expect, test } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp.ts";

/**
 * The mail server the crash run and the outbox's tests send to: a sender killed in the middle
 * of a message resets its connection, and the server goes on taking mail (it used to end the
 * whole run with an unhandled error).
 */
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
});

test("a connection reset mid-message leaves the server taking the next mail", async () => {
  smtp = await startTestSmtpServer();
  const { port } = new URL(smtp.url);
  const socket = connect(Number(port), "127.0.0.1");
  const said: string[] = [];
  socket.on("data", (chunk: Buffer) => said.push(chunk.toString()));
  socket.on("error", () => {});
  const answered = (code: string) =>
    expect.poll(
      () =>
        said
          .join("")
          .split("\r\n")
          .filter((line) => line.startsWith(code)).length,
    );
  await answered("220").toBe(1);
  socket.write(
    "EHLO sender\r\nMAIL FROM:<a@example.co.uk>\r\nRCPT TO:<b@example.co.uk>\r\nDATA\r\n",
  );
  await answered("354").toBe(1);
  socket.write("Subject: half a message\r\n\r\nThe sender is killed before the end");
  socket.resetAndDestroy();
  await new Promise((resolve) => socket.once("close", resolve));

  const transport = nodemailer.createTransport({ url: smtp.url, ignoreTLS: true });
  await transport.sendMail({
    from: "a@example.co.uk",
    to: "b@example.co.uk",
    subject: "Whole",
    text: "Sent after the reset",
  });
  expect(smtp.received.map((mail) => mail.headers.get("subject"))).toEqual(["Whole"]);
});
