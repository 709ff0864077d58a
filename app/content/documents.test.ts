import { expect, test } from "vitest";
import {
  bestPractices,
  checklistAdditional,
  checklistRequired,
  documentStats,
  essentialDocuments,
  openBankingAdvantages,
  optionalDocuments,
  transparencyPoints,
} from "#app/content/documents.ts";

test("the guide has every list of the document preparation page", () => {
  expect(documentStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
    "6 months Bank statements",
    "24-48hrs Typical decision",
    "5-10 minutes To upload or connect",
    "Fast Document review",
  ]);
  expect(essentialDocuments).toHaveLength(4);
  expect(optionalDocuments.map((item) => item.title)).toEqual([
    "Management accounts",
    "Debt schedule",
  ]);
  expect(bestPractices).toHaveLength(4);
  expect(openBankingAdvantages).toHaveLength(4);
  expect(checklistRequired).toHaveLength(5);
  expect(checklistAdditional).toHaveLength(3);
});

test("every document requirement has a title, description and details", () => {
  for (const item of [...essentialDocuments, ...optionalDocuments]) {
    expect(item.title.length).toBeGreaterThan(0);
    expect(item.description.length).toBeGreaterThan(20);
    expect(item.details.length).toBeGreaterThanOrEqual(3);
  }
});

test("the lists carry the facts lenders rely on", () => {
  const all = [
    ...essentialDocuments.flatMap((item) => [item.title, ...item.details]),
    ...checklistRequired,
    ...checklistAdditional,
    ...transparencyPoints,
    ...openBankingAdvantages.map((item) => item.description),
  ].join(" ");
  for (const fact of [
    "profit and loss",
    "including blank pages",
    "last 3 years",
    "within the last 18 months",
    "6 consecutive months",
    "Photo ID for all directors",
    "VAT certificate",
    "declined applications",
    "multiple credit searches",
    "FCA regulated",
  ]) {
    expect(all).toContain(fact);
  }
});
