// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { LeadAnswers } from "#app/components/admin/lead-details.tsx";

afterEach(cleanup);

it("shows an application's stored answers in words, never as their codes", () => {
  render(
    <LeadAnswers
      enquiry={null}
      referral={null}
      contact={null}
      source="Application form"
      createdAt="2026-11-28T10:00:00Z"
      application={{
        companyName: "Oak Joinery Ltd",
        companyType: "limited_company",
        companyNumber: "01234567",
        tradingSince: "2015-03",
        tradingAddress: "1 High Street, Leeds LS1 1AA",
        companyWebsite: null,
        numberOfEmployees: "6-10",
        businessType: null,
        loanAmount: 45_000,
        loanPurpose: null,
        loanReasons: ["Working capital"],
        turnover: "250000",
        profitLevel: "50k-100k",
        recentBorrowing: "yes",
        recentBorrowingAmount: "20000",
        hasOverdraft: "no",
        overdraftAmount: null,
        submittedAt: "28/11/2026, 10:00:00",
        openBanking: false,
        directors: [
          {
            id: "d1",
            firstName: "Dana",
            lastName: "Oak",
            email: "dana@example.co.uk",
            mobile: "+447700900123",
            homeAddress: "2 Low Road, Leeds LS2 2BB",
            addressUnder3Years: false,
            previousAddress: null,
            homeOwnership: "homeowner",
            shareholderOver25: true,
          },
        ],
      }}
    />,
  );
  const shown = (term: string) =>
    screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
  expect(shown("Company type")).toBe("Limited company");
  expect(shown("Company number")).toBe("01234567");
  expect(shown("Trading since")).toBe("March 2015");
  expect(shown("Employees")).toBe("6 to 10");
  expect(shown("Profit")).toBe("£50,000 to £100,000");
  expect(shown("Recent borrowing")).toBe("Yes");
  expect(shown("Amount borrowed")).toBe("£20,000");
  expect(shown("Overdraft")).toBe("No");
  expect(shown("Home ownership")).toBe("Homeowner");
  expect(document.body.textContent).not.toMatch(/50k-100k|homeowner|limited_company|2015-03/);
});
