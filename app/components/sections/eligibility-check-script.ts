/**
 * The quick eligibility check answered in place, on the markup `EligibilitySection` renders.
 * The form asks its page with a GET, which the server answers (docs/decisions/0040); this asks
 * the same address in the background and puts the parts of the answer it returns in place of
 * the page's, so the check has one set of rules and works alike with or without scripts. The
 * status line keeps its element and takes the new words, so the polite live region says them.
 * Loaded by the shell on a page served without React, and by the component when React renders
 * it; the listener is on the document, so either way it is added once.
 */
const formSelector = "form[data-eligibility-check]";
const partSelector = "[data-eligibility-part]";
const statusSelector = "[data-eligibility-status]";

/** The address the form would go to: its action with the answers as the query. */
export function addressOf(form: HTMLFormElement): URL {
  const url = new URL(form.action);
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") query.append(name, value);
  }
  url.search = query.toString();
  return url;
}

/** Each part of `section` replaced by the part of the same name in the page fetched. */
function replaceParts(section: Element, fetched: Document) {
  for (const part of section.querySelectorAll<HTMLElement>(partSelector)) {
    const name = part.dataset.eligibilityPart ?? "";
    const next = fetched.querySelector(`[data-eligibility-part="${name}"]`);
    if (next) part.replaceWith(document.importNode(next, true));
  }
}

/** Focus where it was (the part holding it was replaced), or on the first answer to correct. */
function placeFocus(section: Element, focusedId: string | undefined) {
  const toCorrect = section.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-invalid] input',
  );
  const before = focusedId ? document.getElementById(focusedId) : null;
  (toCorrect ?? before)?.focus();
}

async function answer(form: HTMLFormElement) {
  const section = form.closest("section");
  const status = section?.querySelector(statusSelector);
  if (!section || !status) return;
  const url = addressOf(form);
  form.dataset.pending = "true";
  let html: string;
  try {
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(`The check was answered with ${response.status}`);
    html = await response.text();
  } catch {
    // The page itself answers, as it does without scripts.
    location.assign(url.href);
    return;
  } finally {
    delete form.dataset.pending;
  }
  const fetched = new DOMParser().parseFromString(html, "text/html");
  const focusedId = document.activeElement?.id || undefined;
  replaceParts(section, fetched);
  // The line keeps its element, so it is announced; its frame shows as the answer's does.
  const next = fetched.querySelector(statusSelector);
  status.textContent = next?.textContent ?? "";
  if (next?.parentElement && status.parentElement) {
    status.parentElement.className = next.parentElement.className;
  }
  // The address says the answers, so a reload (or a link shared) shows the same answer.
  history.replaceState(history.state, "", url);
  placeFocus(section, focusedId);
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(formSelector)) return;
  event.preventDefault();
  if (form.dataset.pending) return;
  void answer(form);
}

if (typeof document !== "undefined") document.addEventListener("submit", onSubmit);
