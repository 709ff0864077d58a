// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startBehaviour } from "#app/shell/page-behaviours.ts";

/*
 * A behaviour started on first use (the home page's eligibility check): the visitor types and
 * presses Enter, maybe before its module has arrived.
 */

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** What the module does once it runs: answers the form in place, on the document. */
function answerInPlace(answered: string[]) {
  return () => {
    const listener = (event: Event) => {
      event.preventDefault();
      answered.push((event.target as HTMLFormElement).id);
    };
    document.addEventListener("submit", listener);
    return () => document.removeEventListener("submit", listener);
  };
}

let stopAnswering: (() => void) | undefined;
let pageSubmits: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.innerHTML = `
    <form id="check" data-eligibility-check action="/">
      <label>Amount <input name="amount" value="25,000"></label>
      <button>See Products That Fit</button>
    </form>`;
  pageSubmits = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
});

afterEach(() => {
  stopAnswering?.();
  stopAnswering = undefined;
  vi.restoreAllMocks();
});

const form = () => document.querySelector<HTMLFormElement>("#check")!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a form whose behaviour loads on first use", () => {
  test("sent before its module arrives, it waits and is answered in place, not sent to its page", async () => {
    const module = deferred();
    const answered: string[] = [];
    const load = vi.fn(() =>
      module.promise.then(() => (stopAnswering = answerInPlace(answered)())),
    );
    void startBehaviour([form()], "on-first-use", load);
    expect(load).not.toHaveBeenCalled();

    form().querySelector("input")!.focus();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    const sent = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(sent);
    // Held: the browser would not go to the page.
    expect(sent.defaultPrevented).toBe(true);
    expect(answered).toEqual([]);

    module.resolve();
    await flush();
    expect(answered).toEqual(["check"]);
    expect(pageSubmits).not.toHaveBeenCalled();
  });

  test("sent once the module is here, it is answered at once and only once", async () => {
    const answered: string[] = [];
    void startBehaviour([form()], "on-first-use", async () => {
      stopAnswering = answerInPlace(answered)();
    });
    form().querySelector("input")!.focus();
    await flush();

    form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(answered).toEqual(["check"]);
  });

  test("if the module cannot be fetched, the form held goes to its page", async () => {
    const module = deferred();
    void startBehaviour([form()], "on-first-use", () => module.promise).catch(() => {});
    form().querySelector("input")!.focus();
    await flush();
    const sent = new Event("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    module.reject(new Error("offline"));
    await flush();
    expect(pageSubmits).toHaveBeenCalledTimes(1);
  });
});
