import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * Builds the bytes of a mail (its MIME message) on a thread of its own, so building never holds
 * up a visitor's request; a failed or silent thread fails its builds, which the outbox retries.
 * ADR 0008 (benchmarks and hardening checks).
 */
export type MessageOptions = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
};

export type BuiltMessage = {
  /** The message as sent: what an SMTP server receives, or an .eml file holds. */
  raw: Buffer;
  /** The addresses of the SMTP transaction, read from the message's headers. */
  envelope: { from: string | false; to: string[] };
};

export type MessageBuilder = {
  build(options: MessageOptions): Promise<BuiltMessage>;
  /** Stops the thread; builds still waiting fail. */
  close(): Promise<void>;
};

// The thread's code, as a string run by `eval`, so that it is the same in the server's bundle,
// under Node's type stripping and in tests. It reaches modules through
// `process.getBuiltinModule`, which works whether the thread runs it as CommonJS or as an ES
// module (as it does under `--input-type=module`), and loads MailComposer from the path given.
const threadSource = `
const { parentPort, workerData } = process.getBuiltinModule("node:worker_threads");
const load = process.getBuiltinModule("node:module").createRequire(workerData.composerPath);
const MailComposer = load(workerData.composerPath);
parentPort.on("message", ({ id, options }) => {
  try {
    const compiled = new MailComposer(options).compile();
    const envelope = compiled.getEnvelope();
    compiled.build((error, raw) => {
      if (error) parentPort.postMessage({ id, error: String((error && error.message) || error) });
      else parentPort.postMessage({ id, raw, envelope });
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply =
  | { id: number; raw: Uint8Array; envelope: BuiltMessage["envelope"] }
  | { id: number; error: string };

type Pending = {
  resolve(message: BuiltMessage): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
};

export function createMessageBuilder(
  options: {
    timeoutMs?: number;
    /** Other code for the thread, in place of MailComposer's (tests: one that fails). */
    source?: string;
  } = {},
): MessageBuilder {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const composerPath = createRequire(import.meta.url).resolve("nodemailer/lib/mail-composer");
  const pending = new Map<number, Pending>();
  let thread: Worker | undefined;
  let nextId = 0;

  function failAll(error: Error) {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      pending.delete(id);
      waiting.reject(error);
    }
  }

  function dropThread(stopped: Worker, error: Error) {
    if (thread !== stopped) return;
    thread = undefined;
    failAll(error);
    void stopped.terminate();
  }

  function currentThread(): Worker {
    if (thread) return thread;
    const started = new Worker(options.source ?? threadSource, {
      eval: true,
      workerData: { composerPath },
    });
    started.on("message", (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if ("error" in reply) {
        waiting.reject(new Error(`building the message failed: ${reply.error}`));
      } else {
        const raw = Buffer.from(reply.raw.buffer, reply.raw.byteOffset, reply.raw.byteLength);
        waiting.resolve({ raw, envelope: reply.envelope });
      }
    });
    started.on("error", (error) =>
      dropThread(started, new Error(`the mail thread failed: ${error.message}`)),
    );
    started.on("exit", (code) =>
      dropThread(started, new Error(`the mail thread stopped (exit code ${code})`)),
    );
    // An idle thread never keeps the process alive; a waiting build's timer does meanwhile.
    // (After the listeners: adding one to the thread's port holds the process again.)
    started.unref();
    thread = started;
    return started;
  }

  return {
    build(message) {
      const worker = currentThread();
      const id = nextId++;
      return new Promise<BuiltMessage>((resolve, reject) => {
        const timer = setTimeout(
          () => dropThread(worker, new Error(`the mail thread did not answer in ${timeoutMs} ms`)),
          timeoutMs,
        );
        pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, options: message });
      });
    },
    async close() {
      const stopping = thread;
      if (stopping) dropThread(stopping, new Error("the mail thread was closed"));
    },
  };
}
