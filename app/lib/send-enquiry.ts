/**
 * Sends a quick enquiry from the browser. A stored enquiry is answered with a redirect (which
 * is not followed: the form navigates itself). A failure that may pass (the network, a timeout,
 * a server error) is tried again a couple of times; a refusal is not. The form tells the
 * visitor unless the outcome is "sent" (ADR 0009: a lead is never lost silently).
 */
export type EnquiryOutcome = "sent" | "rate-limited" | "refused" | "failed";

export type SendEnquiryOptions = {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Waits before the second, third… attempt. */
  backoffMs?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendEnquiry(
  url: string,
  body: URLSearchParams,
  options: SendEnquiryOptions = {},
): Promise<EnquiryOutcome> {
  const {
    attempts = 3,
    timeoutMs = 6_000,
    backoffMs = [600, 1_800],
    fetch: send = fetch,
    sleep = wait,
  } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await send(url, {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
        return "sent";
      }
      if (response.status === 429) return "rate-limited";
      if (response.status < 500) return "refused";
    } catch {
      // Offline, reset or timed out: worth another try.
    }
    if (attempt >= attempts) return "failed";
    await sleep(backoffMs[attempt - 1] ?? backoffMs.at(-1) ?? 0);
  }
}
