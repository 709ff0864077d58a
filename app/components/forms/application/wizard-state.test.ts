import { describe, expect, test } from "vitest";
import { sampleDirectorValues } from "#tests/harness/fixtures.ts";
import {
  blankDirector,
  emptyApplicationValues,
  type ApplicationValues,
  type DirectorValues,
} from "#app/lib/application-values.ts";
import { type MissingAnswer } from "#app/schemas/application.ts";
import { MAX_DIRECTORS } from "#app/schemas/application-answers.ts";
import {
  initialWizardState,
  listedAnswers,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "#app/components/forms/application/wizard-state.ts";

const ann: DirectorValues = sampleDirectorValues();

const complete: ApplicationValues = {
  ...emptyApplicationValues(),
  companyName: "Acme Widgets Ltd",
  tradingAddress: "1 High Street, Chester CH1 1AB",
  numberOfEmployees: "6-10",
  loanAmount: "50,000",
  loanReasons: ["Working capital"],
  turnover: "250,000",
  profitLevel: "50k-100k",
  recentBorrowing: "no",
  hasOverdraft: "no",
  directors: [ann],
};

const turnoverMissing: MissingAnswer = {
  step: 2,
  field: "turnover",
  message: "Enter your turnover",
  kind: "missing",
};

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

const fresh = () => initialWizardState(undefined);

describe("the first render", () => {
  test("a new visit starts on step 1 with one open director card and saves nothing yet", () => {
    const state = fresh();
    expect(state.step).toBe(1);
    expect(state.values).toEqual(emptyApplicationValues());
    expect([...state.expanded]).toEqual(["1"]);
    expect(state.persist).toBe(false);
    expect(state.attempted).toBe(false);
    expect(state.focus).toBeNull();
  });

  test("answers the server refused come back on Review with its list, every card open", () => {
    const values = { ...complete, directors: [ann, { ...blankDirector("7"), firstName: "Bob" }] };
    const state = initialWizardState({ status: "invalid", values, errors: [turnoverMissing] });
    expect(state.step).toBe(4);
    expect(state.values).toBe(values);
    expect(state.attempted).toBe(true);
    expect(state.serverErrors).toEqual([turnoverMissing]);
    expect([...state.expanded]).toEqual(["1", "7"]);
    expect(state.persist).toBe(true);
  });

  test("a director added or removed without scripts comes back on the Directors step", () => {
    expect(initialWizardState({ status: "editing", values: complete, focus: null }).step).toBe(3);
  });

  test("a refusal that could not read the answers starts from blank ones, not saved", () => {
    const state = initialWizardState({
      status: "refused",
      reason: "malformed",
      message: "Unreadable",
      values: null,
    });
    expect(state.step).toBe(4);
    expect(state.values).toEqual(emptyApplicationValues());
    expect(state.persist).toBe(false);
  });
});

describe("moving between steps", () => {
  test("Continue moves on, focuses the new step's heading and starts saving", () => {
    const state = run(fresh(), { type: "continued" });
    expect(state.step).toBe(2);
    expect(state.focus).toEqual({ kind: "heading", step: 2 });
    expect(state.persist).toBe(true);
  });

  test("Continue on Review stays there", () => {
    const review = run(fresh(), { type: "step-chosen", step: 4 });
    expect(run(review, { type: "continued" })).toBe(review);
  });

  test("Continue never blocks, whatever is missing", () => {
    const state = run(fresh(), { type: "continued" }, { type: "continued" }, { type: "continued" });
    expect(state.step).toBe(4);
  });

  test("Back keeps every answer", () => {
    const state = run(
      fresh(),
      { type: "answer-changed", change: { companyName: "Acme Widgets Ltd" } },
      { type: "continued" },
      { type: "answer-changed", change: { turnover: "75,000" } },
      { type: "went-back" },
    );
    expect(state.step).toBe(1);
    expect(state.focus).toEqual({ kind: "heading", step: 1 });
    expect(state.values.companyName).toBe("Acme Widgets Ltd");
    expect(state.values.turnover).toBe("75,000");
  });

  test("Back on step 1 does nothing", () => {
    const state = fresh();
    expect(run(state, { type: "went-back" })).toBe(state);
  });

  test("Edit on Review returns to that step", () => {
    const state = run(fresh(), { type: "step-chosen", step: 4 }, { type: "step-chosen", step: 2 });
    expect(state.step).toBe(2);
    expect(state.focus).toEqual({ kind: "heading", step: 2 });
  });
});

describe("answers", () => {
  test("a change is kept and saved, starts the form, and clears what the server refused", () => {
    const refused = initialWizardState({
      status: "invalid",
      values: complete,
      errors: [turnoverMissing],
    });
    const state = run(refused, { type: "answer-changed", change: { turnover: "1" } });
    expect(state.values.turnover).toBe("1");
    expect(state.started).toBe(true);
    expect(state.persist).toBe(true);
    expect(state.serverErrors).toEqual([]);
  });

  test("a director's answer changes that card only", () => {
    const state = run(
      { ...fresh(), values: { ...complete, directors: [ann, blankDirector("7")] } },
      { type: "director-changed", index: 1, patch: { firstName: "Bob" } },
    );
    expect(state.values.directors.map((d) => d.firstName)).toEqual(["Ann", "Bob"]);
  });

  test("leaving a field marks it, once", () => {
    const state = run(fresh(), { type: "field-left", field: "companyWebsite" });
    expect([...state.touched]).toEqual(["companyWebsite"]);
    expect(run(state, { type: "field-left", field: "companyWebsite" })).toBe(state);
  });
});

describe("director cards", () => {
  test("adding one opens it, announces it and focuses its first name", () => {
    const state = run(fresh(), { type: "director-added", id: "1732270000000" });
    expect(state.values.directors.map((d) => d.id)).toEqual(["1", "1732270000000"]);
    expect(state.values.directors[1]).toEqual(blankDirector("1732270000000"));
    expect(state.expanded.has("1732270000000")).toBe(true);
    expect(state.announcement).toBe("Director 2 added");
    expect(state.focus).toEqual({ kind: "field", field: "directors[1].firstName" });
    expect(state.started).toBe(true);
  });

  test("no more than the maximum can be added", () => {
    const full = {
      ...fresh(),
      values: {
        ...complete,
        directors: Array.from({ length: MAX_DIRECTORS }, (_, i) => blankDirector(String(i + 1))),
      },
    };
    expect(run(full, { type: "director-added", id: "99" })).toBe(full);
  });

  test("removing one announces it and focuses the card before it", () => {
    const three = {
      ...fresh(),
      values: { ...complete, directors: [ann, blankDirector("7"), blankDirector("8")] },
    };
    const state = run(three, { type: "director-removed", id: "7" });
    expect(state.values.directors.map((d) => d.id)).toEqual(["1", "8"]);
    expect(state.announcement).toBe("Director 2 removed");
    expect(state.focus).toEqual({ kind: "director", directorId: "1" });
  });

  test("removing the first of several focuses the new first card", () => {
    const two = { ...fresh(), values: { ...complete, directors: [ann, blankDirector("7")] } };
    const state = run(two, { type: "director-removed", id: "1" });
    expect(state.focus).toEqual({ kind: "director", directorId: "7" });
  });

  test("the last card, or one that is not there, cannot be removed", () => {
    const state = fresh();
    expect(run(state, { type: "director-removed", id: "1" })).toBe(state);
    const two = { ...state, values: { ...complete, directors: [ann, blankDirector("7")] } };
    expect(run(two, { type: "director-removed", id: "nope" })).toBe(two);
  });

  test("a company found fills in what the finder worked out, and opens the cards it added", () => {
    const typed = run(fresh(), { type: "answer-changed", change: { tradingAddress: "Typed" } });
    const values = {
      ...typed.values,
      companyName: "OAKWOOD JOINERY LTD",
      directors: [
        { ...typed.values.directors[0]!, firstName: "Ann", lastName: "Wood" },
        { ...blankDirector("1000"), firstName: "Brian", lastName: "Oak" },
      ],
    };
    const fields = ["companyName", "directors[0].firstName", "directors[1].firstName"];
    const state = run(typed, { type: "company-found", fill: () => ({ values, fields }) });
    expect(state.values).toBe(values);
    expect([...state.changed]).toEqual(["tradingAddress", ...fields]);
    expect([...state.expanded]).toEqual(["1", "1000"]);
    expect(state.persist).toBe(true);
  });

  test("a card folds away and opens again", () => {
    const closed = run(fresh(), { type: "director-toggled", id: "1" });
    expect(closed.expanded.has("1")).toBe(false);
    expect(run(closed, { type: "director-toggled", id: "1" }).expanded.has("1")).toBe(true);
  });
});

describe("submitting", () => {
  test("with answers missing, Submit stays on Review and points at the list", () => {
    const state = run(fresh(), { type: "submit-attempted", complete: false });
    expect(state.attempted).toBe(true);
    expect(state.step).toBe(4);
    expect(state.focus).toEqual({ kind: "summary" });
  });

  test("asking twice moves focus to the list twice", () => {
    const once = run(fresh(), { type: "submit-attempted", complete: false });
    const twice = run(once, { type: "submit-attempted", complete: false });
    expect(twice.focus).toEqual({ kind: "summary" });
    expect(twice.focus).not.toBe(once.focus);
  });

  test("a complete application is only marked as tried", () => {
    const review = run({ ...fresh(), values: complete }, { type: "step-chosen", step: 4 });
    const state = run(review, { type: "submit-attempted", complete: true });
    expect(state.attempted).toBe(true);
    expect(state.focus).toBe(review.focus);
  });

  test("a server error keeps the answers, stays on Review and the page shows the toast", () => {
    const review = run({ ...fresh(), values: complete }, { type: "step-chosen", step: 2 });
    const state = run(review, {
      type: "server-answered",
      answer: { status: "refused", reason: "unavailable", message: "Try again", values: null },
    });
    expect(state.step).toBe(4);
    expect(state.values).toBe(complete);
  });

  test("answers the server refused as incomplete keep what is on screen and list its problems", () => {
    const onScreen = { ...fresh(), values: complete };
    const state = run(onScreen, {
      type: "server-answered",
      answer: { status: "invalid", values: emptyApplicationValues(), errors: [turnoverMissing] },
    });
    expect(state.values).toBe(complete);
    expect(state.serverErrors).toEqual([turnoverMissing]);
    expect(state.attempted).toBe(true);
    expect(state.step).toBe(4);
    expect(state.focus).toEqual({ kind: "summary" });
  });

  test("a director added without scripts focuses the new card's first name", () => {
    const state = run(fresh(), {
      type: "server-answered",
      answer: { status: "editing", values: complete, focus: "directors[1].firstName" },
    });
    expect(state.focus).toEqual({ kind: "field", field: "directors[1].firstName" });
    const unfocused = fresh();
    expect(
      run(unfocused, {
        type: "server-answered",
        answer: { status: "editing", values: complete, focus: null },
      }),
    ).toBe(unfocused);
  });
});

describe("the error summary", () => {
  test("a chosen problem opens its step and director card and focuses the field", () => {
    const closed = run(
      { ...fresh(), values: { ...complete, directors: [ann, blankDirector("7")] } },
      { type: "director-toggled", id: "1" },
      { type: "step-chosen", step: 4 },
    );
    const state = run(closed, {
      type: "problem-chosen",
      answer: { step: 3, field: "directors[1].email", message: "Enter an email", kind: "missing" },
    });
    expect(state.step).toBe(3);
    expect(state.expanded.has("7")).toBe(true);
    expect(state.expanded.has("1")).toBe(false);
    expect(state.focus).toEqual({ kind: "field", field: "directors[1].email" });
  });

  test("once Submit was tried it adds the server's problems the browser did not find", () => {
    const missing = [
      { step: 1, field: "companyName", message: "Enter your company name", kind: "missing" },
    ] as const;
    const serverErrors = [turnoverMissing, { ...missing[0], message: "Server's wording" }];
    expect(listedAnswers({ attempted: false, serverErrors }, [...missing])).toEqual(missing);
    expect(listedAnswers({ attempted: true, serverErrors }, [...missing])).toEqual([
      ...missing,
      turnoverMissing,
    ]);
  });
});

describe("the saved draft", () => {
  test("a restored draft returns to its step with only the first card open, and keeps saving", () => {
    const values = { ...complete, directors: [ann, blankDirector("7")] };
    const state = run(fresh(), { type: "draft-restored", draft: { values, step: 3 } });
    expect(state.values).toBe(values);
    expect(state.step).toBe(3);
    expect([...state.expanded]).toEqual(["1"]);
    expect(state.persist).toBe(true);
    expect(state.started).toBe(false);
  });

  test("an introducer's link opened now wins over the draft's, and a draft keeps its own", () => {
    const draft = { values: { ...complete, introducer: "OLDCODE" }, step: 2 as const };
    const linked = run(initialWizardState(undefined, "NEWCODE"), { type: "draft-restored", draft });
    expect(linked.values.introducer).toBe("NEWCODE");
    expect(linked.values.companyName).toBe(complete.companyName);
    const plain = run(fresh(), { type: "draft-restored", draft });
    expect(plain.values.introducer).toBe("OLDCODE");
  });

  test("answers typed while the saved draft was being fetched are kept, not replaced by it", () => {
    const typed = run(fresh(), { type: "answer-changed", change: { companyName: "Typed Ltd" } });
    const state = run(typed, { type: "draft-restored", draft: { values: complete, step: 3 } });
    expect(state.values.companyName).toBe("Typed Ltd");
    expect(state.step).toBe(1);
    expect(state.persist).toBe(true);
    // The draft fills in what the visitor has not given yet.
    expect(state.values.turnover).toBe(complete.turnover);
  });

  test("answers that agree with the draft (the browser putting them back) let it restore its step", () => {
    const typed = run(fresh(), {
      type: "answer-changed",
      change: { companyName: complete.companyName },
    });
    const state = run(typed, { type: "draft-restored", draft: { values: complete, step: 3 } });
    expect(state.values).toBe(complete);
    expect(state.step).toBe(3);
  });

  test("what the quote form saved fills in the amount and first director, not yet saved", () => {
    const state = run(fresh(), {
      type: "quote-prefilled",
      quote: { loanAmount: 75_000, email: "ann@example.co.uk", phone: "07700900123" },
    });
    expect(state.values.loanAmount).toBe("75,000");
    expect(state.values.directors[0]).toMatchObject({
      email: "ann@example.co.uk",
      mobile: "07700900123",
    });
    expect(state.persist).toBe(false);
  });
});

describe("messages on leaving a field", () => {
  test("a required answer cleared and left is pointed out; one only passed through is not", () => {
    const typed = run(
      fresh(),
      { type: "answer-changed", change: { companyName: "Acme" } },
      { type: "answer-changed", change: { companyName: "" } },
      { type: "field-left", field: "companyName" },
      { type: "field-left", field: "tradingAddress" },
      { type: "director-changed", index: 0, patch: { email: "ann@" } },
    );
    expect([...typed.changed]).toEqual(["companyName", "directors[0].email"]);
    expect([...typed.touched]).toEqual(["companyName", "tradingAddress"]);
  });
});
