import { applicationReceiptCookieName } from "#app/content/cookies.ts";
import { createCookie } from "react-router";

/**
 * Tells the results page which application was just sent, for visitors without JavaScript (the
 * wizard's script keeps the same in local storage). HttpOnly and short-lived: it carries the
 * upload token, which is what allows documents to be attached to the application.
 */
export const applicationReceiptCookie = createCookie(applicationReceiptCookieName, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60,
});

export type ApplicationReceipt = { applicationId: string; uploadToken: string };

export async function serializeApplicationReceipt(
  receipt: ApplicationReceipt,
  request: Request,
): Promise<string> {
  return applicationReceiptCookie.serialize(receipt, {
    secure: new URL(request.url).protocol === "https:",
  });
}

/** The receipt sent with this request, or null when there is none or it is not one. */
export async function readApplicationReceipt(request: Request): Promise<ApplicationReceipt | null> {
  const value: unknown = await applicationReceiptCookie.parse(request.headers.get("cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { applicationId, uploadToken } = value as Record<string, unknown>;
  if (typeof applicationId !== "string" || typeof uploadToken !== "string") return null;
  return { applicationId, uploadToken };
}
