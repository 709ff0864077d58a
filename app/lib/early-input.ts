/**
 * What a visitor typed, ticked or chose before the page's scripts took it over. Every page is
 * complete HTML that can be filled in before its scripts have loaded (docs/decisions/0019), and
 * hydration leaves each control showing what the visitor put there, but the page's own state
 * (a controlled field's value) starts from what the server rendered: the next render wrote that
 * back over the visitor's typing. So once the page is hydrated, each control that no longer
 * shows what it was rendered with has its change played again, as the browser would have
 * reported it had the scripts been there: the page's state takes up the visitor's answer,
 * uncontrolled fields and plain scripts hear of it as of any other typing.
 *
 * React learns of a change by comparing a control's value with the last one it knows of, so
 * the control is first set back to its rendered value (through the element, which React
 * notices) and then to the visitor's (through the prototype, which it does not) before the
 * event is sent. Radio buttons and tick boxes are clicked, as the visitor did.
 */

const notAnswers = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function setWithoutNotice(control: TextControl, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
}

/** What a control shows that it was not rendered with, or null. */
type EarlyAnswer =
  | { control: TextControl; typed: string; selection: [number, number] | null }
  | { control: HTMLInputElement; checked: true }
  | { control: HTMLSelectElement; chosen: true };

function answerOf(control: HTMLInputElement | HTMLTextAreaElement): EarlyAnswer | null {
  if (control.disabled || notAnswers.has(control.type)) return null;
  if (control instanceof HTMLInputElement && ["radio", "checkbox"].includes(control.type)) {
    // A radio button unchecked by the choice of another is answered by that one.
    if (control.type === "radio" && !control.checked) return null;
    return control.checked !== control.defaultChecked ? { control, checked: true } : null;
  }
  if (control.value === control.defaultValue) return null;
  const focused = control.ownerDocument.activeElement === control;
  // Only text-like inputs have a caret to keep (an email field reports none).
  const selection: [number, number] | null =
    focused && control.selectionStart !== null
      ? [control.selectionStart, control.selectionEnd ?? control.selectionStart]
      : null;
  return { control, typed: control.value, selection };
}

function replay(answer: EarlyAnswer) {
  if ("typed" in answer) {
    const { control, typed, selection } = answer;
    control.value = control.defaultValue;
    setWithoutNotice(control, typed);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    if (selection && control.value === typed) control.setSelectionRange(...selection);
  } else if ("checked" in answer) {
    const { control } = answer;
    control.checked = control.defaultChecked;
    control.click();
  } else {
    answer.control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Reads, under `root`, every answer given before the page's scripts ran, and returns what plays
 * them again. Read as the page is hydrated (before anything renders again), played once React
 * has finished committing, so that each change is handled as the visitor's own.
 */
export function earlyInput(root: ParentNode): () => void {
  const answers: EarlyAnswer[] = [];
  for (const control of root.querySelectorAll<TextControl>("input, textarea")) {
    const answer = answerOf(control);
    if (answer) answers.push(answer);
  }
  for (const select of root.querySelectorAll("select")) {
    if (select.multiple || select.disabled) continue;
    const rendered = Math.max(
      0,
      [...select.options].findIndex((option) => option.defaultSelected),
    );
    if (select.selectedIndex !== rendered) answers.push({ control: select, chosen: true });
  }
  return () => answers.forEach(replay);
}
