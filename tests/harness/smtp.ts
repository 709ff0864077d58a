import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests, on a free local port. It keeps every message it accepts,
 * decoded enough to read (headers, text and HTML parts), and can be told to refuse mail.
 */
export type ReceivedMail = {
  raw: string;
  headers: Map<string, string>;
  messageId: string;
  subject: string;
  replyTo: string | undefined;
  text: string;
  html: string;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Refuse every message with this SMTP reply until `accept()`. 4xx: try later; 5xx: never. */
  refuse(code: number, message?: string): void;
  accept(): void;
  /** Stops listening, so connections are refused, until `comeBack()` listens on the same port. */
  goOffline(): Promise<void>;
  comeBack(): Promise<void>;
  /** Hold each message this long before answering (to catch a send in flight). */
  delay(ms: number): void;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let holdMs = 0;
  const waiters = new Set<() => void>();

  const createServer = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          setTimeout(() => {
            if (refusal) {
              const error = Object.assign(new Error(refusal.message), {
                responseCode: refusal.code,
              });
              callback(error);
              return;
            }
            received.push(parseMail(Buffer.concat(chunks).toString("utf8")));
            for (const waiter of waiters) waiter();
            callback();
          }, holdMs);
        });
      },
    });
    // A client that goes away mid-conversation (a server killed while sending, as the crash
    // run does) resets its connection: that is the client's failure to report, not this
    // server's, which would otherwise end the process with an unhandled error.
    server.on("error", () => {});
    return server;
  };
  const listen = (server: SMTPServer, port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const closeServer = (server: SMTPServer) =>
    new Promise<void>((resolve) => server.close(() => resolve()));

  let server: SMTPServer | null = createServer();
  await listen(server, 0);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code, message = "Mailbox unavailable, try later") {
      refusal = { code, message };
    },
    accept() {
      refusal = null;
    },
    async goOffline() {
      const listening = server;
      server = null;
      if (listening) await closeServer(listening);
    },
    async comeBack() {
      if (server) return;
      server = createServer();
      await listen(server, port);
    },
    delay(ms) {
      holdMs = ms;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      const listening = server;
      server = null;
      if (listening) await closeServer(listening);
    },
  };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Subject lines and names may be RFC 2047 encoded words. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  let text = "";
  let html = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`${raw.slice(0, split)}\r\n\r\n${body}`];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, "");
    const end = trimmed.indexOf("\r\n\r\n");
    const partHeaders = parseHeaders(trimmed.slice(0, end));
    const content = decodeBody(partHeaders, trimmed.slice(end + 4).replace(/\r\n$/, ""));
    const type = partHeaders.get("content-type") ?? "";
    if (type.startsWith("text/plain")) text = content;
    if (type.startsWith("text/html")) html = content;
  }
  return {
    raw,
    headers,
    messageId: headers.get("message-id") ?? "",
    subject: decodeWords(headers.get("subject") ?? ""),
    replyTo: headers.get("reply-to"),
    text: text.replace(/\r\n/g, "\n"),
    html,
  };
}
