import { describe, expect, test } from "vitest";
import { faqItems, filterFaqs } from "#app/content/faq.ts";
import { faqCategories, faqFilters, faqResultsSummary } from "#app/content/faq-filter.ts";

describe("FAQ content", () => {
  test("has exactly 9 questions with unique ids, spread over every category", () => {
    expect(faqItems).toHaveLength(9);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(9);
    for (const category of faqCategories) {
      expect(
        faqItems.filter((item) => item.category === category).length,
        category,
      ).toBeGreaterThan(0);
    }
    expect(faqFilters).toEqual([
      "All",
      "Eligibility",
      "Process",
      "Costs",
      "Security",
      "Loan Types",
    ]);
  });

  test("every question and answer is written out", () => {
    for (const item of faqItems) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  test("answers give the FAQ reading of eligibility, security, terms and fees", () => {
    const all = faqItems.map((item) => item.answer).join(" ");
    for (const fact of [
      "at least 6 months",
      "£5,000 or more",
      "resident in the UK",
      "personal guarantee",
      "unsecured",
      "from 3 months to 5 years",
      "no upfront fees and no success fees",
      "0.5% to 10% of the loan value",
      "payable only once you have received the funds",
    ]) {
      expect(all).toContain(fact);
    }
  });
});

describe("filterFaqs", () => {
  test("All with no search shows every question", () => {
    expect(filterFaqs(faqItems, "", "All")).toEqual(faqItems);
    expect(filterFaqs(faqItems, "   ", "All")).toEqual(faqItems);
  });

  test("matches the question text ignoring case", () => {
    const ids = filterFaqs(faqItems, "PERSONAL GUARANTEE", "All").map((item) => item.id);
    expect(ids).toContain("security-guarantee");
  });

  test("matches text that appears only in an answer", () => {
    const ids = filterFaqs(faqItems, "open banking", "All").map((item) => item.id);
    expect(ids).toEqual(["documents"]);
    expect(faqItems.find((item) => item.id === "documents")?.question).not.toMatch(/open banking/i);
  });

  test("a category shows only its own questions", () => {
    const costs = filterFaqs(faqItems, "", "Costs");
    expect(costs.map((item) => item.id)).toEqual(["fees", "cost-of-borrowing"]);
  });

  test("search and category must both match", () => {
    expect(filterFaqs(faqItems, "commission", "Costs").map((item) => item.id)).toEqual(["fees"]);
    expect(filterFaqs(faqItems, "commission", "Eligibility")).toEqual([]);
  });

  test("nothing matches nonsense", () => {
    expect(filterFaqs(faqItems, "zzqx", "All")).toEqual([]);
  });
});

describe("the results' status line", () => {
  test("says all, some or none, in the page's words", () => {
    expect(faqResultsSummary(9, 9)).toBe("Showing all 9 questions");
    expect(faqResultsSummary(2, 9)).toBe("Showing 2 of 9 questions");
    expect(faqResultsSummary(0, 9)).toBe("No FAQs found matching your search criteria.");
  });
});
