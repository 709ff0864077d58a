import { formatPounds } from "#app/lib/money.ts";

/** What the application's rules say about an answer (`application.ts`), in the wizard's words. */
export const applicationMessages = {
  companyNameRequired: "Enter your company name",
  companyNameTooLong: "Company name must be less than 200 characters",
  companyTypeRequired: "Select the type of company",
  companyTypeInvalid: "Select the type of company from the list",
  companyNumberRequired: "Enter the company number",
  companyNumberInvalid:
    "Enter the 8-character company number, like 01234567 or SC123456 (2 letters and 6 digits)",
  tradingSinceMonthRequired: "Enter the month the business started trading",
  tradingSinceMonthInvalid: "Enter the month as a number from 1 to 12",
  tradingSinceYearRequired: "Enter the year the business started trading",
  tradingSinceYearInvalid: "Enter the year as 4 digits, like 2015",
  tradingSinceFuture: "The date the business started trading must be in the past",
  tradingAddressRequired: "Enter your trading address",
  tradingAddressTooLong: "Trading address must be less than 500 characters",
  websiteInvalid: "Enter a website address like www.example.co.uk",
  employeesInvalid: "Select the number of employees from the list",
  businessTypeTooLong: "Business type must be less than 100 characters",
  loanAmountRequired: "Enter how much you would like to borrow",
  loanAmountInvalid: "Enter an amount between £5,000 and £500,000",
  productInvalid: "Select a product from the list, or Not sure yet",
  propertyValueRequired: "Enter the property's value",
  exitRouteRequired: "Select how the loan will be repaid",
  exitRouteInvalid: "Select how the loan will be repaid from the list",
  exitDetailRequired: "Say in a few words how the loan will be repaid",
  exitDetailTooLong: "Keep the exit under 500 characters",
  loanPurposeTooLong: "Loan purpose must be less than 1000 characters",
  loanReasonInvalid: "Select loan reasons from the list",
  turnoverRequired: "Enter your turnover",
  amountInvalid: "Enter an amount in pounds, for example 250,000",
  profitLevelInvalid: "Select a profit level from the list",
  yesNoInvalid: "Select yes or no",
  directorsRequired: "Add at least one director",
  directorsTooMany: "You can add up to 10 directors",
  directorInvalid: "Enter the director's details",
  directorFirstNameRequired: "Enter the director's first name",
  directorLastNameRequired: "Enter the director's last name",
  directorNameTooLong: "Name must be less than 100 characters",
  directorEmailRequired: "Enter the director's email address",
  directorEmailInvalid: "Enter a valid email address for this director",
  directorMobileRequired: "Enter the director's mobile number",
  directorMobileInvalid: "Enter a valid UK mobile number",
  directorHomeAddressRequired: "Enter the director's home address",
  directorPreviousAddressRequired: "Enter the director's previous address",
  addressTooLong: "Address must be less than 500 characters",
  directorHomeOwnershipRequired:
    "Select whether the director owns their home, rents or lives with family",
} as const;

/** The amount the application accepts, named with its product when it has one. */
export function loanAmountRangeMessage(
  range: { min: number; max: number },
  productName: string | undefined,
): string {
  const between = `Enter an amount between ${formatPounds(range.min)} and ${formatPounds(range.max)}`;
  return productName ? `${between} for ${productName}` : between;
}

/** A loan more than the product lends against the property's value. */
export function loanToValueMessage(ltvPercent: number, maxPercent: number, productName: string) {
  return `The loan is ${ltvPercent}% of the property's value; ${productName} lend up to ${maxPercent}%. Check the amount and the property's value.`;
}
