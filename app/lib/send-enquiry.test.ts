import { describe, expect, test, vi } from "vitest";
import { sendEnquiry } from "#app/lib/send-enquiry.ts";

function answers(...replies: (number | "offline")[]) {
  const fetch = vi.fn(async () => {
    const reply = replies.shift() ?? 500;
    if (reply === "offline") throw new TypeError("Failed to fetch");
    return new Response(null, { status: reply });
  });
  return fetch as unknown as typeof globalThis.fetch & typeof fetch;
}

const noWait = { sleep: async () => {} };
const body = new URLSearchParams({ email: "a@example.co.uk" });

describe("sending a quick enquiry", () => {
  test("a stored enquiry (a redirect) is sent at the first try", async () => {
    const fetch = answers(302);
    expect(await sendEnquiry("/enquiry", body, { fetch, ...noWait })).toBe("sent");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("a server error or a dropped connection is tried again", async () => {
    const fetch = answers(503, "offline", 302);
    expect(await sendEnquiry("/enquiry", body, { fetch, ...noWait })).toBe("sent");
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test("still failing after every try is a failure, never a success", async () => {
    const fetch = answers(500, 502, "offline");
    expect(await sendEnquiry("/enquiry", body, { fetch, ...noWait })).toBe("failed");
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test("refusals are not tried again", async () => {
    const limited = answers(429);
    expect(await sendEnquiry("/enquiry", body, { fetch: limited, ...noWait })).toBe("rate-limited");
    expect(limited).toHaveBeenCalledTimes(1);
    const refused = answers(400);
    expect(await sendEnquiry("/enquiry", body, { fetch: refused, ...noWait })).toBe("refused");
  });

  test("waits longer before each new try", async () => {
    const waits: number[] = [];
    await sendEnquiry("/enquiry", body, {
      fetch: answers(500, 500, 500),
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([600, 1_800]);
  });
});
