import type { ExitRoute } from "#app/schemas/application-product.ts";

/** How a loan on property is repaid, in the application's and the brokers' words. */
export const exitRouteLabels: Record<ExitRoute, string> = {
  sale: "Sale of the property",
  refinance: "Refinance (a mortgage or longer-term loan)",
  other: "Something else",
};

/** The exit as its choice and the applicant's words say it: "Sale of the property: …". */
export function exitText(route: ExitRoute | "" | undefined, detail: string | undefined): string {
  if (!route) return "";
  return [exitRouteLabels[route], detail?.trim()].filter(Boolean).join(": ");
}
