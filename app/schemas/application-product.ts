import { productNames } from "#app/content/names.ts";
import { isProductSlug } from "#app/paths.ts";
import { isPropertyProduct } from "#app/schemas/application-lists.ts";
import { parseCurrency } from "#app/schemas/application-answers.ts";

/**
 * The product an application is for (docs/decisions/0038): Apply Now on a product page carries
 * it, and the amount allowed is that product's range in the catalogue. The general form, for no
 * product in particular, keeps the online range of the quick quote. Nothing here needs the
 * validation library: the wizard's page shows the range and the loan-to-value with it.
 */

/** How the loan on a property is repaid, as the application asks it. */
export const EXIT_ROUTES = ["sale", "refinance", "other"] as const;
export type ExitRoute = (typeof EXIT_ROUTES)[number];

/** A stored or posted exit choice; "" when not one. */
export function exitRouteFrom(value: unknown): ExitRoute | "" {
  return typeof value === "string" && (EXIT_ROUTES as readonly string[]).includes(value)
    ? (value as ExitRoute)
    : "";
}

export function productName(product: string | undefined): string | undefined {
  return isProductSlug(product) ? productNames[product] : undefined;
}

/** Whether the application asks the property's value and the exit. */
export function asksProperty(product: string | undefined): boolean {
  return isPropertyProduct(product);
}

/**
 * The loan-to-value in percent to one decimal (62.5): the loan over the property's value, both
 * in the same unit; null unless both are positive. The application, its review, the brokers'
 * mail and the case's deal facts all work it out here.
 */
export function loanToValuePercent(
  amount: number | null | undefined,
  value: number | null | undefined,
): number | null {
  if (!amount || !value) return null;
  return Math.round((amount * 1000) / value) / 10;
}

/** The loan-to-value from the amount and the property's value as typed. */
export function typedLoanToValue(loanAmount: string, propertyValue: string): number | null {
  return loanToValuePercent(parseCurrency(loanAmount), parseCurrency(propertyValue));
}
