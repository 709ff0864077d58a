import type { WizardStepNumber } from "#app/lib/application-storage.ts";
import {
  blankDirector,
  emptyApplicationValues,
  FIRST_DIRECTOR_ID,
  withQuoteAnswers,
  type ApplicationValues,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import type { BasicData } from "#app/lib/basic-data.ts";
import type { ProductSlug } from "#app/paths.ts";
import type { MissingAnswer } from "#app/schemas/application.ts";
import { MAX_DIRECTORS } from "#app/schemas/application-answers.ts";

/**
 * What the application wizard holds between renders, and every way it changes. The reducer is
 * pure (no storage, no DOM, no clock), so each transition is tested on its own; the component's
 * hooks do the rest: saving the draft, moving focus, posting, analytics.
 */

/**
 * Where focus should go after a change. A new request is a new object, so the same place
 * can be asked for twice in a row (Submit pressed again with answers still missing).
 */
export type FocusRequest =
  | { kind: "heading"; step: WizardStepNumber }
  | { kind: "summary" }
  /** A form control, by its form name ("directors[1].firstName"). */
  | { kind: "field"; field: string }
  | { kind: "director"; directorId: string };

export type WizardState = {
  values: ApplicationValues;
  step: WizardStepNumber;
  /** Director cards shown open, by director id. */
  expanded: ReadonlySet<string>;
  /** Fields the visitor has left, so a malformed answer is pointed out from then on. */
  touched: ReadonlySet<string>;
  /**
   * Fields the visitor has typed in or changed. A required answer left empty is pointed out on
   * leaving only for these, so tabbing through a step does not fill it with messages.
   */
  changed: ReadonlySet<string>;
  /**
   * Steps the visitor has moved on from (Continue never stops them, §4): what is missing or
   * wrong on such a step is shown beside its fields, every kind of problem alike.
   */
  left: ReadonlySet<WizardStepNumber>;
  /** Submit was tried: every missing answer is shown as an error, not only listed. */
  attempted: boolean;
  /** What the server last refused, until the visitor changes an answer. */
  serverErrors: MissingAnswer[];
  /**
   * Whether the answers are saved to local storage. Saving starts once there is something of
   * the visitor's to keep, so that merely opening the page never replaces an application sent
   * from this browser a moment ago.
   */
  persist: boolean;
  /** The visitor has changed an answer (the form_start event). */
  started: boolean;
  focus: FocusRequest | null;
  /** Said by the live region: a director added or removed. */
  announcement: string;
};

export type WizardAction =
  | { type: "draft-restored"; draft: { values: ApplicationValues; step: WizardStepNumber } }
  | { type: "quote-prefilled"; quote: BasicData }
  | { type: "answer-changed"; change: Partial<Omit<ApplicationValues, "directors">> }
  /**
   * "Find my company" chose a company: how it fills in the answers (the finder's, from
   * `app/lib/company-prefill.ts`, loaded only where it is shown), applied to the answers as they
   * are, giving them and the fields filled, by form name.
   */
  | {
      type: "company-found";
      fill: (values: ApplicationValues) => {
        values: ApplicationValues;
        fields: readonly string[];
      };
    }
  | { type: "director-changed"; index: number; patch: Partial<Omit<DirectorValues, "id">> }
  /** `id` comes from the caller, since a new director's id is the time it was added. */
  | { type: "director-added"; id: string }
  | { type: "director-removed"; id: string }
  | { type: "director-toggled"; id: string }
  | { type: "field-left"; field: string }
  | { type: "step-chosen"; step: WizardStepNumber }
  | { type: "continued" }
  | { type: "went-back" }
  | { type: "problem-chosen"; answer: MissingAnswer }
  /** `complete`: the rules find nothing missing (or could not load, and the server will judge). */
  | { type: "submit-attempted"; complete: boolean }
  | { type: "server-answered"; answer: ApplicationActionData };

/** The answers the server sent back with the page, if any. */
export function serverValuesOf(
  actionData: ApplicationActionData | undefined,
): ApplicationValues | null {
  return actionData && "values" in actionData ? actionData.values : null;
}

/** Where a page the server sent back opens: the step its answer concerns. */
function initialStep(actionData: ApplicationActionData | undefined): WizardStepNumber {
  if (!actionData) return 1;
  switch (actionData.status) {
    case "editing":
      return 3;
    case "draft-saved":
    case "draft-refused":
      return actionData.step;
    default:
      return 4;
  }
}

/**
 * The answers a link gives (an introducer's code, the product of an Apply Now) over `values`;
 * the same object when it gives none or the same ones.
 */
function withLinkAnswers(
  values: ApplicationValues,
  link: { introducer: string; product: ProductSlug | "" },
): ApplicationValues {
  const introducer = link.introducer && link.introducer !== values.introducer;
  const product = link.product && link.product !== values.product;
  if (!introducer && !product) return values;
  return {
    ...values,
    ...(introducer ? { introducer: link.introducer } : {}),
    ...(product ? { product: link.product } : {}),
  };
}

/**
 * The first render: answers the server sent back (a post made before scripts ran) are shown at
 * the step they concern, and are newer than any saved draft, so they are saved straight away.
 */
export function initialWizardState(
  actionData: ApplicationActionData | undefined,
  introducer = "",
  product: ProductSlug | "" = "",
): WizardState {
  const serverValues = serverValuesOf(actionData);
  const values = serverValues ?? emptyApplicationValues();
  return {
    // The code of the introducer's link the page was opened with, when it is an active one's,
    // and the product of the page whose Apply Now opened it (a post's own answer comes first).
    values: withLinkAnswers(values, {
      introducer,
      product: serverValues ? "" : product,
    }),
    step: initialStep(actionData),
    expanded: new Set(
      serverValues ? serverValues.directors.map((director) => director.id) : [FIRST_DIRECTOR_ID],
    ),
    touched: new Set(),
    changed: new Set(),
    left: new Set(),
    attempted: actionData?.status === "invalid",
    serverErrors: actionData?.status === "invalid" ? actionData.errors : [],
    persist: serverValues !== null,
    started: false,
    focus: null,
    announcement: "",
  };
}

/** The visitor changed the answers: keep them, and the server's old verdict no longer holds. */
function edited(
  state: WizardState,
  values: ApplicationValues,
  fields: readonly string[] = [],
): WizardState {
  const fresh = fields.filter((field) => !state.changed.has(field));
  return {
    ...state,
    values,
    changed: fresh.length > 0 ? new Set([...state.changed, ...fresh]) : state.changed,
    persist: true,
    started: true,
    serverErrors: state.serverErrors.length > 0 ? [] : state.serverErrors,
  };
}

function goTo(
  state: WizardState,
  step: WizardStepNumber,
  focus: FocusRequest = { kind: "heading", step },
): WizardState {
  const left =
    step === state.step || state.step === 4 || state.left.has(state.step)
      ? state.left
      : new Set(state.left).add(state.step);
  return { ...state, step, left, persist: true, focus };
}

function withOpen(expanded: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return expanded.has(id) ? expanded : new Set(expanded).add(id);
}

function directorIndexOf(field: string): number | null {
  const match = /^directors\[(\d+)\]/.exec(field);
  return match ? Number(match[1]) : null;
}

function addDirector(state: WizardState, id: string): WizardState {
  const { directors } = state.values;
  if (directors.length >= MAX_DIRECTORS) return state;
  const index = directors.length;
  return {
    ...edited(state, { ...state.values, directors: [...directors, blankDirector(id)] }),
    expanded: withOpen(state.expanded, id),
    announcement: `Director ${index + 1} added`,
    focus: { kind: "field", field: `directors[${index}].firstName` },
  };
}

function removeDirector(state: WizardState, id: string): WizardState {
  const { directors } = state.values;
  const index = directors.findIndex((director) => director.id === id);
  if (directors.length <= 1 || index < 0) return state;
  const remaining = directors.filter((director) => director.id !== id);
  // Focus moves to the card before the removed one (or the new first card).
  const neighbour = remaining[Math.max(0, index - 1)]!;
  return {
    ...edited(state, { ...state.values, directors: remaining }),
    announcement: `Director ${index + 1} removed`,
    focus: { kind: "director", directorId: neighbour.id },
  };
}

function toggleDirector(state: WizardState, id: string): WizardState {
  const expanded = new Set(state.expanded);
  if (!expanded.delete(id)) expanded.add(id);
  return { ...state, expanded };
}

/** A company chosen in "Find my company": its details filled in, the cards it adds open. */
function foundCompany(
  state: WizardState,
  values: ApplicationValues,
  fields: readonly string[],
): WizardState {
  const known = new Set(state.values.directors.map((director) => director.id));
  const added = values.directors.filter((director) => !known.has(director.id));
  return {
    ...edited(state, values, fields),
    expanded: new Set([...state.expanded, ...added.map((director) => director.id)]),
  };
}

/** From the error summary: open the step (and director card) and focus the field. */
function chooseProblem(state: WizardState, answer: MissingAnswer): WizardState {
  const index = directorIndexOf(answer.field);
  const director = index === null ? undefined : state.values.directors[index];
  const expanded = director ? withOpen(state.expanded, director.id) : state.expanded;
  return { ...goTo(state, answer.step, { kind: "field", field: answer.field }), expanded };
}

/** Submit in the browser: with answers missing it stays on Review and points at the list. */
function attemptSubmit(state: WizardState, complete: boolean): WizardState {
  const attempted = { ...state, attempted: true };
  if (complete) return attempted;
  return { ...attempted, step: 4, focus: { kind: "summary" } };
}

/** The server's answer to a post. The visitor's answers on screen are kept in every case. */
function serverAnswered(state: WizardState, answer: ApplicationActionData): WizardState {
  switch (answer.status) {
    case "invalid":
      return {
        ...state,
        serverErrors: answer.errors,
        attempted: true,
        step: 4,
        focus: { kind: "summary" },
      };
    case "refused":
      return { ...state, step: 4 };
    case "editing":
      return answer.focus ? { ...state, focus: { kind: "field", field: answer.focus } } : state;
    case "submitted":
    case "draft-saved":
    case "draft-refused":
      return state;
  }
}

/** An answer by its form name ("companyName", "directors[1].email"), for comparing. */
function answerAt(values: ApplicationValues, field: string): string {
  const match = /^directors\[(\d+)\]\.(\w+)$/.exec(field);
  const answer = match
    ? values.directors[Number(match[1])]?.[match[2] as keyof DirectorValues]
    : values[field as keyof ApplicationValues];
  return JSON.stringify(answer ?? "");
}

/** `values` with the answers `fields` names taken from `from`. */
function withAnswers(
  values: ApplicationValues,
  from: ApplicationValues,
  fields: readonly string[],
): ApplicationValues {
  const merged: ApplicationValues = { ...values, directors: [...values.directors] };
  for (const field of fields) {
    const match = /^directors\[(\d+)\]\.(\w+)$/.exec(field);
    if (!match) {
      Object.assign(merged, { [field]: from[field as keyof ApplicationValues] });
      continue;
    }
    const index = Number(match[1]);
    const source = from.directors[index];
    if (!source) continue;
    const key = match[2] as keyof DirectorValues;
    merged.directors[index] = { ...(merged.directors[index] ?? source), [key]: source[key] };
  }
  return merged;
}

/**
 * The draft saved in this browser, restored once the page is interactive. Answers the visitor
 * gave meanwhile (typed before the scripts ran or while the draft was fetched) are newer and
 * are never replaced under their fingers: where they differ from the draft's, the draft fills
 * in the rest and the visitor stays where they are. Answers that agree with it (the browser
 * putting back the form as it was left) do not stop it returning to its step.
 */
function restoreDraft(
  state: WizardState,
  draft: { values: ApplicationValues; step: WizardStepNumber },
): WizardState {
  // An introducer's link, or a product's Apply Now, opened now wins over the draft's.
  const draftValues = withLinkAnswers(draft.values, state.values);
  const newer = [...state.changed].filter(
    (field) => answerAt(state.values, field) !== answerAt(draftValues, field),
  );
  if (newer.length > 0) {
    return { ...state, values: withAnswers(draftValues, state.values, newer), persist: true };
  }
  return {
    ...state,
    values: draftValues,
    step: draft.step,
    // The steps before the one it was saved on had been moved on from.
    left: new Set(([1, 2, 3] as const).filter((step) => step < draft.step)),
    // Restored cards after the first start closed, their names in their headings.
    expanded: new Set(draft.values.directors.slice(0, 1).map((d) => d.id)),
    persist: true,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "draft-restored":
      return restoreDraft(state, action.draft);
    case "quote-prefilled":
      return { ...state, values: withQuoteAnswers(state.values, action.quote) };
    case "answer-changed":
      return edited(state, { ...state.values, ...action.change }, Object.keys(action.change));
    case "company-found": {
      const { values, fields } = action.fill(state.values);
      return foundCompany(state, values, fields);
    }
    case "director-changed":
      return edited(
        state,
        {
          ...state.values,
          directors: state.values.directors.map((director, i) =>
            i === action.index ? { ...director, ...action.patch } : director,
          ),
        },
        Object.keys(action.patch).map((key) => `directors[${action.index}].${key}`),
      );
    case "director-added":
      return addDirector(state, action.id);
    case "director-removed":
      return removeDirector(state, action.id);
    case "director-toggled":
      return toggleDirector(state, action.id);
    case "field-left":
      return state.touched.has(action.field)
        ? state
        : { ...state, touched: new Set(state.touched).add(action.field) };
    case "step-chosen":
      return goTo(state, action.step);
    case "continued":
      return state.step < 4 ? goTo(state, (state.step + 1) as WizardStepNumber) : state;
    case "went-back":
      return state.step > 1 ? goTo(state, (state.step - 1) as WizardStepNumber) : state;
    case "problem-chosen":
      return chooseProblem(state, action.answer);
    case "submit-attempted":
      return attemptSubmit(state, action.complete);
    case "server-answered":
      return serverAnswered(state, action.answer);
  }
}

/**
 * What the error summary lists: the answers still missing, and once Submit was tried, what the
 * server refused that the browser's check does not know of.
 */
export function listedAnswers(
  state: Pick<WizardState, "attempted" | "serverErrors">,
  missing: readonly MissingAnswer[],
): readonly MissingAnswer[] {
  if (!state.attempted) return missing;
  const fields = new Set(missing.map((answer) => answer.field));
  return [...missing, ...state.serverErrors.filter((answer) => !fields.has(answer.field))];
}
