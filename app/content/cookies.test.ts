import { expect, test } from "vitest";
import { analyticsStorage, essentialStorage, optionalCategories } from "#app/content/cookies.ts";
import { defaultPreferences } from "#app/lib/consent.ts";

test("the optional categories are exactly the optional keys of the preference object", () => {
  const optionalKeys = Object.keys(defaultPreferences).filter((key) => key !== "essential");
  expect(optionalCategories.map((category) => category.id).sort()).toEqual(optionalKeys.sort());
});

test("the table lists every item the site stores with its duration", () => {
  const durations = Object.fromEntries(
    essentialStorage.map((entry) => [entry.name, entry.duration]),
  );
  expect(durations).toMatchObject({
    "cookie-consent": "1 year",
    "cookie-consent-expires": "1 year",
    "cookie-preferences": "Until you change them",
    applicationData: "1 hour",
  });
  expect(Object.keys(durations)).toEqual(expect.arrayContaining(["applicationId", "basicData"]));
  expect(new Set(essentialStorage.map((entry) => entry.name)).size).toBe(essentialStorage.length);
});

test("Google Analytics cookies are named after the measurement id and last 2 years", () => {
  const entries = analyticsStorage("G-ABC123XYZ");
  expect(entries.map((entry) => [entry.name, entry.duration, entry.category])).toEqual([
    ["_ga", "2 years", "Analytics"],
    ["_ga_ABC123XYZ", "2 years", "Analytics"],
  ]);
});
