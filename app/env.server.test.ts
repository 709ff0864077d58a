import { describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";

describe("TRUST_PROXY", () => {
  test("trusts no proxy unless the operator names one", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
  });
  test("takes a hop count, or addresses, subnets and Express's names", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.2,loopback, ::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.2",
      "loopback",
      "::1",
    ]);
  });
  test("refuses anything else with a message naming the variable", () => {
    for (const value of ["yes", "10.0.0.0/33", "example.com", "1.2.3"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
