import { describe, expect, test } from "vitest";
import { createRequestActivity } from "#app/server/request-activity.server.ts";

describe("the count of requests in flight", () => {
  test("counts requests until they end, each end counted once", () => {
    const requests = createRequestActivity();
    const first = requests.begin();
    const second = requests.begin();
    expect(requests.inFlight()).toBe(2);
    first();
    first();
    expect(requests.inFlight()).toBe(1);
    second();
    expect(requests.inFlight()).toBe(0);
  });

  test("a wait for a quiet moment ends at once when no request is in flight", async () => {
    const requests = createRequestActivity();
    await expect(requests.whenIdle(60_000)).resolves.toBe(true);
  });

  test("a wait ends when the last request in flight ends, not before", async () => {
    const requests = createRequestActivity();
    const first = requests.begin();
    const second = requests.begin();
    let idle: boolean | undefined;
    const waiting = requests.whenIdle(60_000).then((found) => (idle = found));

    first();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBeUndefined();
    second();
    await waiting;
    expect(idle).toBe(true);
  });

  test("under constant load a wait gives up after its maximum", async () => {
    const requests = createRequestActivity();
    requests.begin();
    await expect(requests.whenIdle(30)).resolves.toBe(false);
    expect(requests.inFlight()).toBe(1);
  });
});
