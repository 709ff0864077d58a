import { describe, expect, it } from "vitest";
import { passwordProblem } from "#app/server/admin/passwords.server.ts";

describe("a new back-office password", () => {
  it("is refused when common, breached or repetitive, saying why", () => {
    expect(passwordProblem("aaaaaaaaaaaa")).toMatch(/Repeated characters like "aaa"/);
    expect(passwordProblem("password1234")).toMatch(/commonly used password/);
    expect(passwordProblem("abcabcabcabc")).toMatch(/Repeated character patterns/);
    expect(passwordProblem("123456789012")).toMatch(/commonly used password/);
  });

  it("is refused when it is the person's own email address or name", () => {
    expect(
      passwordProblem("ben.broker@example.co.uk", ["ben.broker@example.co.uk", "Ben Broker"]),
    ).toMatch(/^This password is too easy to guess/);
  });

  it("keeps the length rule", () => {
    expect(passwordProblem("short")).toBe("Use at least 12 characters.");
  });

  it("accepts a long passphrase", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("e2e admin password that is long")).toBeNull();
  });
});
