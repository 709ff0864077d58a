import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as applicationRoute from "#app/routes/application.tsx";
import {
  INTRODUCER_CODE_ALPHABET,
  INTRODUCER_CODE_LENGTH,
  INTRODUCER_CODE_PATTERN,
} from "#app/schemas/introducer-code.ts";
import { applications, introducers, leads } from "#app/server/db/schema.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { newIntroducerCode, unusedIntroducerCode } from "#app/server/introducer-code.server.ts";
import { formRateLimits } from "#app/server/rate-limit.server.ts";
import { callRoute } from "#tests/harness/call-route.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/harness/database.ts";
import { postedApplication } from "#tests/harness/fixtures.ts";
import { postApplication } from "#tests/harness/application-post.ts";
import { createTestServices, routerContextFor } from "#tests/harness/services.ts";

describe("new introducer codes", () => {
  it("are ten random characters that cannot be misread, never made from a name", () => {
    const codes = Array.from({ length: 200 }, () => newIntroducerCode());
    for (const code of codes) {
      expect(code).toHaveLength(INTRODUCER_CODE_LENGTH);
      expect(code).toMatch(INTRODUCER_CODE_PATTERN);
      expect(code).not.toMatch(/[01OIL]/);
      expect([...code].every((char) => INTRODUCER_CODE_ALPHABET.includes(char))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // About 50 bits: far too many to try.
    expect(INTRODUCER_CODE_LENGTH * Math.log2(INTRODUCER_CODE_ALPHABET.length)).toBeGreaterThan(48);
  });
});

describe.each(testDatabaseKinds)("introducer codes from visitors on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function setUp() {
    const { db } = database();
    const code = await unusedIntroducerCode(db);
    await db
      .insert(introducers)
      .values({ name: "Chester Accountants", code, shareBasisPoints: 2500 });
    // Limits as in production: the test default multiplies them.
    const services = createTestServices({ db, env: { RATE_LIMIT_MULTIPLIER: "1" } });
    return { db, code, services };
  }

  async function lookUp(
    services: ReturnType<typeof createTestServices>,
    client: string,
    code: string,
  ) {
    const result = await callRoute(applicationRoute.loader, {
      request: new Request(`http://localhost/application?introducer=${code}`),
      context: routerContextFor(services, client),
    });
    return result.data.introducer;
  }

  it("stops resolving codes for a client past its limit, while another client still resolves", async () => {
    const { code, services } = await setUp();
    const { limit } = formRateLimits.introducer;
    const resolved: (string | null)[] = [];
    for (let i = 0; i < 200; i++) {
      // Every tenth look-up is the real code; the rest are guesses.
      const tried = i % 10 === 0 ? code : newIntroducerCode();
      resolved.push((await lookUp(services, "198.51.100.7", tried))?.code ?? null);
    }
    expect(resolved.slice(0, limit).filter(Boolean).length).toBe(Math.ceil(limit / 10));
    expect(resolved.slice(limit).filter(Boolean)).toEqual([]);
    expect(await lookUp(services, "198.51.100.7", code)).toBeNull();
    expect(await lookUp(services, "198.51.100.8", code)).toEqual({
      code,
      name: "Chester Accountants",
    });
  });

  it("still takes the application of a client past its limit, without applying the code", async () => {
    const { db, code, services } = await setUp();
    for (let i = 0; i < formRateLimits.introducer.limit; i++) {
      await lookUp(services, "198.51.100.9", newIntroducerCode());
    }
    const held = await apply(db, services, "198.51.100.9", code);
    expect(held.introducerId).toBeNull();
    const linked = await apply(db, services, "198.51.100.10", code);
    expect(linked.introducerId).not.toBeNull();
  });

  async function apply(
    db: Database,
    services: ReturnType<typeof createTestServices>,
    clientAddress: string,
    code: string,
  ) {
    const { body } = await postApplication(services, clientAddress, [
      ...postedApplication,
      ["introducer", code],
    ]);
    if (body.status !== "submitted") throw new Error(`expected submitted, got ${body.status}`);
    const [application] = await db
      .select({ leadId: applications.leadId })
      .from(applications)
      .where(eq(applications.applicationId, body.applicationId));
    const [lead] = await db
      .select({ introducerId: leads.introducerId })
      .from(leads)
      .where(eq(leads.id, application!.leadId));
    return lead!;
  }
});
