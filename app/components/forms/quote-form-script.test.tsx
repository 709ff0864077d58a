// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { QuoteForm, type QuoteFormVariant } from "#app/components/forms/quote-form.tsx";
import { prepareQuoteForms } from "#app/components/forms/quote-form-script.ts";
import { analytics } from "#app/lib/analytics.ts";
import { readBasicData } from "#app/lib/basic-data-read.ts";
import { quoteMessages } from "#app/schemas/quote-rules.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";

/*
 * The quote form as a page served without the framework has it: the server's markup, then the
 * script (its listeners are on the document, added once when the module loads).
 */
function showForm(variant: QuoteFormVariant = "desktop") {
  const router = createMemoryRouter([{ path: "/", element: <QuoteForm variant={variant} /> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  prepareQuoteForms();
  const form = document.querySelector<HTMLFormElement>("form")!;
  const field = (label: string) =>
    [...form.querySelectorAll("label")].find((node) => node.textContent === label)!
      .control as HTMLInputElement;
  return {
    form,
    email: field("Email address"),
    phone: field("Phone number"),
    slider: field("How much do you need?"),
    typed: field("Or type an amount"),
    amount: () => form.querySelector("output")!.textContent,
    caption: () => form.querySelector("[data-band]")!.textContent,
    button: form.querySelector<HTMLButtonElement>("button[type=submit]")!,
    alert: form.querySelector<HTMLElement>('[role="alert"]')!,
  };
}

const visibleMessages = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLElement>("input + p")]
    .filter((note) => !note.hidden)
    .map((note) => note.textContent);

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function leave(field: HTMLInputElement) {
  field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

/** The button's words as shown: its idle or its pending part. */
const shownLabel = (button: HTMLButtonElement) =>
  [...button.querySelectorAll<HTMLElement>("[data-when]")]
    .filter((part) => !part.hidden)
    .map((part) => part.textContent)
    .join("");

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

let assigned: string[] = [];
beforeEach(() => {
  assigned = [];
  localStorage.clear();
  vi.spyOn(window.location, "assign").mockImplementation((url) => void assigned.push(String(url)));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the quote form's answers", () => {
  test("email is checked as it changes, an emptied field shows nothing, phone on leaving", () => {
    const { form, email, phone } = showForm();
    type(email, "jo@");
    expect(visibleMessages(form)).toEqual([quoteMessages.emailInvalid]);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      quoteMessages.emailInvalid,
    );
    type(email, "");
    expect(visibleMessages(form)).toEqual([]);
    expect(email.hasAttribute("aria-invalid")).toBe(false);

    leave(phone);
    expect(visibleMessages(form)).toEqual([quoteMessages.phoneRequired]);
    type(phone, "0123");
    expect(visibleMessages(form)).toEqual([quoteMessages.phoneInvalid]);
    type(phone, "01234 567890");
    expect(visibleMessages(form)).toEqual([]);
  });

  test("submit shows every message and puts focus on the first answer to correct", () => {
    const { form, email, phone } = showForm();
    const sent = vi.fn();
    vi.stubGlobal("fetch", sent);
    type(phone, "07700 900123");
    submit(form);
    expect(visibleMessages(form)).toEqual([quoteMessages.emailRequired]);
    expect(document.activeElement).toBe(email);
    expect(sent).not.toHaveBeenCalled();
  });

  test("the landing form's button waits until both answers are good", () => {
    const { email, phone, button } = showForm("landing");
    expect(button.disabled).toBe(true);
    type(email, "ann@example.co.uk");
    expect(button.disabled).toBe(true);
    type(phone, "0770");
    expect(button.disabled).toBe(true);
    type(phone, "07700900123");
    expect(button.disabled).toBe(false);
  });

  test("the other forms' buttons are never held back", () => {
    expect(showForm("desktop").button.disabled).toBe(false);
    expect(showForm("mobile").button.disabled).toBe(false);
  });
});

describe("the funding slider", () => {
  test("the amount, its caption and the typed box follow the thumb", () => {
    const { slider, typed, amount, caption } = showForm();
    expect(amount()).toBe("£75,000");
    type(slider, "0");
    expect([amount(), caption(), typed.value]).toEqual([
      "£5,000",
      "Perfect for immediate cash flow needs",
      "5,000",
    ]);
    expect(slider.getAttribute("aria-valuetext")).toBe("£5,000");
    type(slider, "100");
    expect([amount(), caption()]).toEqual(["£500,000", "Suitable for major business investments"]);
  });

  test("a typed amount is rounded, kept within the scale and moves the thumb", () => {
    const { slider, typed, amount } = showForm();
    type(typed, "123456");
    expect(amount()).toBe("£75,000");
    typed.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect([amount(), typed.value]).toEqual(["£125,000", "125,000"]);
    expect(slider.value).not.toBe("50");
    type(typed, "9999999");
    leave(typed);
    expect(amount()).toBe("£500,000");
    type(typed, "");
    leave(typed);
    expect([amount(), typed.value]).toEqual(["£500,000", "500,000"]);
  });

  test("a position the browser kept (Back, a reload) is shown as it is", () => {
    const { form, slider } = showForm();
    slider.value = "0";
    prepareQuoteForms();
    expect(form.querySelector("output")!.textContent).toBe("£5,000");
  });
});

describe("sending the enquiry", () => {
  function fill(variant: QuoteFormVariant = "desktop") {
    const parts = showForm(variant);
    type(parts.slider, "100");
    type(parts.email, " jo@example.co.uk ");
    type(parts.phone, "07700 900123");
    return parts;
  }

  test("a stored enquiry is sent with the amount, kept for the application, and the visitor moves on", async () => {
    const reported = vi.spyOn(analytics, "formSubmit");
    const sent: URLSearchParams[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as URLSearchParams);
        return new Response(null, { status: 302, headers: { Location: "/enquiry" } });
      }),
    );
    const { form, button } = fill();
    submit(form);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(shownLabel(button)).toBe("Sending…");
    await vi.waitFor(() => expect(assigned).toEqual(["/enquiry"]));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get("loanAmount")).toBe("500000");
    expect(sent[0]!.get("email")).toBe("jo@example.co.uk");
    expect(readBasicData()).toEqual({
      loanAmount: 500_000,
      email: "jo@example.co.uk",
      phone: "07700 900123",
    });
    expect(reported).toHaveBeenCalledWith("quote-desktop");
  });

  test("the phone and landing forms go on to the application", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 303 })),
    );
    submit(fill("landing").form);
    await vi.waitFor(() => expect(assigned).toEqual(["/application"]));
  });

  test("an enquiry the server could not store leaves the visitor, told, with the answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("no", { status: 400 })),
    );
    const { form, button, alert, email } = fill();
    submit(form);
    await vi.waitFor(() => expect(alert.hidden).toBe(false));
    expect(alert.textContent).toContain("We could not send your details just now");
    expect(alert.querySelector("a")?.getAttribute("href")).toMatch(/^tel:\+44/);
    expect(assigned).toEqual([]);
    expect(email.value).toBe("jo@example.co.uk");
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(shownLabel(button)).toBe("Get My Funding Options");
  });

  test("too many enquiries from one place are told so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("slow down", { status: 429 })),
    );
    const { form, alert } = fill();
    submit(form);
    await vi.waitFor(() => expect(alert.hidden).toBe(false));
    expect(alert.textContent).toContain(rateLimitedMessage);
  });
});

test("answers typed before the script was ready are judged when it is", () => {
  const router = createMemoryRouter([{ path: "/", element: <QuoteForm variant="desktop" /> }]);
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  const form = document.querySelector<HTMLFormElement>("form")!;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  email.value = "jo@";
  prepareQuoteForms();
  expect(visibleMessages(form)).toEqual([quoteMessages.emailInvalid]);
});
