import { analytics } from "#app/lib/analytics.ts";
import { saveBasicData } from "#app/lib/basic-data.ts";
import { formatTimestamp } from "#app/lib/uk-clock.ts";
import { formatPounds, formatPoundsInField } from "#app/lib/money.ts";
import { sendEnquiry } from "#app/lib/send-enquiry.ts";
import { rateLimitedMessage } from "#app/schemas/rules.ts";
import {
  amountBand,
  amountToSlider,
  enquiryNotSentMessage,
  sliderToAmount,
  stillNeeded,
  typedAmount,
  type AnswerWanting,
  validateQuoteEmail,
  validateQuotePhone,
} from "#app/schemas/quote-rules.ts";
import { bandColour, fieldBorder } from "#app/components/forms/quote-form-view.ts";

/**
 * The quick quote form's behaviour, on the markup `QuoteForm` and `FundingSlider` render: the
 * slider and the typed amount kept in step, the answers checked as §5 says, the enquiry sent
 * and tried again, and the visitor moved on only once it is stored (ADR 0009). Loaded by the
 * shell on a page served without React (`app/shell/index.ts`) and by the component when React
 * renders it; the listeners are on the document, so either way they are added once.
 */
const formSelector = "form[data-quote-form]";
const sliderSelector = '[data-slot="funding-slider"]';

type Field = "email" | "phone";

function fieldOf(form: HTMLFormElement, name: Field): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/* The amount --------------------------------------------------------------------------- */

/** Shows `amount` everywhere the slider does; the thumb moves only if it does not match. */
function showAmount(slider: HTMLElement, amount: number) {
  slider.dataset.amount = String(amount);
  const text = formatPounds(amount);
  const output = slider.querySelector("[data-funding-amount]");
  if (output && output.textContent !== text) output.textContent = text;
  const range = slider.querySelector<HTMLInputElement>("[data-funding-position]");
  if (range) {
    range.setAttribute("aria-valuetext", text);
    // The thumb keeps its own position (§4): several positions round to one amount at the low
    // end, and snapping it back would leave a keyboard user stuck. A typed amount moves it.
    if (sliderToAmount(Number(range.value)) !== amount)
      range.value = String(amountToSlider(amount));
  }
  const band = amountBand(amount);
  const caption = slider.querySelector<HTMLElement>("[data-band]");
  if (caption && caption.dataset.band !== band.key) {
    caption.classList.remove(...Object.values(bandColour));
    caption.classList.add(bandColour[band.key]);
    caption.dataset.band = band.key;
    caption.textContent = band.caption;
  }
  const box = slider.querySelector<HTMLInputElement>("[data-funding-typed]");
  if (box) box.value = formatPoundsInField(amount);
}

function amountOf(slider: Element | null): number {
  return Number((slider as HTMLElement | null)?.dataset.amount);
}

function commitTyped(box: HTMLInputElement) {
  const slider = box.closest<HTMLElement>(sliderSelector);
  if (!slider) return;
  showAmount(slider, typedAmount(box.value) ?? amountOf(slider));
}

/* The answers -------------------------------------------------------------------------- */

function showMessage(field: HTMLInputElement, message: string | null) {
  const note = document.getElementById(field.dataset.errorMessage ?? "");
  field.classList.toggle(fieldBorder.invalid, message !== null);
  field.classList.toggle(fieldBorder.valid, message === null);
  if (message === null) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  } else {
    field.setAttribute("aria-invalid", "true");
    if (note) field.setAttribute("aria-describedby", note.id);
  }
  if (note) {
    note.hidden = message === null;
    if (note.textContent !== (message ?? "")) note.textContent = message ?? "";
  }
}

const hasMessage = (field: HTMLInputElement) => field.getAttribute("aria-invalid") === "true";

function wanting(field: HTMLInputElement): AnswerWanting {
  if (field.value.trim() === "") return "missing";
  return hasMessage(field) ? "invalid" : null;
}

/**
 * The landing form's button waits for both answers to be good (§4), and the line beside it
 * (a polite live region the button is described by) says what is still needed.
 */
function updateBlocked(form: HTMLFormElement) {
  if (form.dataset.quoteForm !== "landing" || form.dataset.pending) return;
  const button = form.querySelector<HTMLButtonElement>("[data-quote-submit]");
  if (!button) return;
  const answers = {
    email: wanting(fieldOf(form, "email")),
    phone: wanting(fieldOf(form, "phone")),
  };
  button.disabled = answers.email !== null || answers.phone !== null;
  const needed = form.querySelector<HTMLElement>("[data-quote-needed]");
  const text = stillNeeded(answers);
  if (needed && needed.textContent !== text) needed.textContent = text;
}

/** The answers judged as they are typed: the email address and the phone number. */
const answerSelector = 'input[name="email"], input[name="phone"]';

function onAnswer(form: HTMLFormElement, field: HTMLInputElement, leaving: boolean) {
  const { value } = field;
  if (field.name === "email" && !leaving) {
    showMessage(field, value === "" ? null : validateQuoteEmail(value));
  } else if (field.name === "phone" && (leaving || value !== "")) {
    showMessage(field, validateQuotePhone(value));
  }
  updateBlocked(form);
}

/* Sending ------------------------------------------------------------------------------ */

function setPending(form: HTMLFormElement, pending: boolean) {
  if (pending) form.dataset.pending = "true";
  else delete form.dataset.pending;
  const button = form.querySelector<HTMLButtonElement>("[data-quote-submit]");
  if (button) {
    button.disabled = pending;
    if (pending) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    for (const part of button.querySelectorAll<HTMLElement>("[data-when]")) {
      part.hidden = (part.dataset.when === "pending") !== pending;
    }
  }
  if (!pending) updateBlocked(form);
}

function showNotSent(form: HTMLFormElement, message: string | null) {
  const alert = form.querySelector<HTMLElement>("[data-quote-not-sent]");
  if (!alert) return;
  alert.hidden = message === null;
  const text = alert.querySelector("[data-quote-not-sent-message]");
  if (text) text.textContent = message ?? "";
}

async function submit(form: HTMLFormElement) {
  if (form.dataset.pending) return;
  const email = fieldOf(form, "email");
  const phone = fieldOf(form, "phone");
  const emailMessage = validateQuoteEmail(email.value);
  const phoneMessage = validateQuotePhone(phone.value);
  showMessage(email, emailMessage);
  showMessage(phone, phoneMessage);
  if (emailMessage) return email.focus();
  if (phoneMessage) return phone.focus();

  const variant = form.dataset.quoteForm ?? "desktop";
  const amount = amountOf(form.querySelector(sliderSelector));
  setPending(form, true);
  showNotSent(form, null);
  analytics.formSubmit(`quote-${variant}`);
  saveBasicData({ loanAmount: amount, email: email.value.trim(), phone: phone.value.trim() });
  const answers = new FormData(form);
  answers.set("loanAmount", String(amount));
  answers.set("timestamp", formatTimestamp(new Date()));
  const outcome = await sendEnquiry(
    form.getAttribute("action") ?? "",
    new URLSearchParams(answers as unknown as Record<string, string>),
  );
  if (outcome === "sent") {
    location.assign(form.dataset.next ?? "/");
    return;
  }
  // Unlike §4 ("failure only logged"), the visitor is told and keeps their answers: a
  // thank-you page for an enquiry nobody has would be a lead lost in silence (ADR 0009).
  setPending(form, false);
  showNotSent(
    form,
    outcome === "rate-limited"
      ? rateLimitedMessage
      : enquiryNotSentMessage(form.dataset.phone ?? ""),
  );
}

/* Wiring ------------------------------------------------------------------------------- */

function formOf(target: EventTarget | null): HTMLFormElement | null {
  return target instanceof Element ? target.closest<HTMLFormElement>(formSelector) : null;
}

/**
 * Makes quote forms in `root` ready: the script checks the answers from now on, the landing
 * form's button waits for them, and a slider or answer the browser kept (Back, a reload) is
 * shown as it is. Run at load and by the component for a form React renders later.
 */
export function prepareQuoteForms(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>(formSelector)) {
    form.noValidate = true;
    const slider = form.querySelector<HTMLElement>(sliderSelector);
    const range = slider?.querySelector<HTMLInputElement>("[data-funding-position]");
    if (slider && range && Number(range.value) !== amountToSlider(amountOf(slider))) {
      showAmount(slider, sliderToAmount(Number(range.value)));
    }
    // An amount typed before this script had loaded counts as one typed now; a box still
    // being typed in is taken when it is left, as ever.
    const box = slider?.querySelector<HTMLInputElement>("[data-funding-typed]");
    if (box && box.value !== box.defaultValue && document.activeElement !== box) {
      commitTyped(box);
    }
    // What a quick visitor typed before this script had loaded is judged now, as it would
    // have been as they typed.
    for (const field of form.querySelectorAll<HTMLInputElement>(answerSelector)) {
      if (field.value !== field.defaultValue) onAnswer(form, field, false);
    }
    updateBlocked(form);
  }
}

function start(doc: Document) {
  doc.addEventListener("input", (event) => {
    const form = formOf(event.target);
    const target = event.target as HTMLInputElement;
    if (!form) return;
    if (target.matches("[data-funding-position]")) {
      const slider = target.closest<HTMLElement>(sliderSelector);
      if (slider) showAmount(slider, sliderToAmount(Number(target.value)));
    } else if (target.matches(answerSelector)) {
      onAnswer(form, target, false);
    }
  });
  doc.addEventListener("focusout", (event) => {
    const form = formOf(event.target);
    const target = event.target as HTMLInputElement;
    if (!form) return;
    if (target.matches("[data-funding-typed]")) commitTyped(target);
    else if (target.name === "phone") onAnswer(form, target, true);
  });
  doc.addEventListener("keydown", (event) => {
    const target = event.target as HTMLInputElement;
    if (event.key === "Enter" && formOf(target) && target.matches("[data-funding-typed]")) {
      event.preventDefault();
      commitTyped(target);
    }
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(formSelector);
    if (!form) return;
    event.preventDefault();
    void submit(event.target as HTMLFormElement);
  });
  // A page kept by the browser while the enquiry was on its way comes back ready to send.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const quote of doc.querySelectorAll<HTMLFormElement>(formSelector)) {
      if (quote.dataset.pending) setPending(quote, false);
    }
  });
  prepareQuoteForms(doc);
}

if (typeof document !== "undefined") start(document);
