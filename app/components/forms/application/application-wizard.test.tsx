// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { sampleDirectorValues } from "#tests/harness/fixtures.ts";
import { ApplicationWizard } from "#app/components/forms/application/application-wizard.tsx";
import {
  applicationRules,
  type ApplicationRules,
} from "#app/components/forms/application/application-rules.ts";
import { reviewCopy, wizardButtons } from "#app/content/application.ts";
import type { ApplicationActionData } from "#app/lib/application-action-result.ts";
import { emptyApplicationValues, type ApplicationValues } from "#app/lib/application-values.ts";

// Each test starts with nothing saved in the browser (the wizard saves a draft as it goes).
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Idle callbacks run when the test says the browser is idle; returns the way to say so, and
 * how many callbacks wait for it (a page's effects ask for one after it has rendered).
 */
function stubIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => waiting.push(run));
  vi.stubGlobal("cancelIdleCallback", () => {});
  const browserIdle = () => waiting.splice(0).forEach((run) => run());
  return Object.assign(browserIdle, { waiting: () => waiting.length });
}

const complete: ApplicationValues = {
  ...emptyApplicationValues(),
  companyName: "Acme Widgets Ltd",
  companyType: "limited_company",
  companyNumber: "01234567",
  tradingSinceMonth: "4",
  tradingSinceYear: "2019",
  tradingAddress: "1 High Street, Chester CH1 1AB",
  loanAmount: "50,000",
  turnover: "250,000",
  directors: [sampleDirectorValues()],
};

/** The wizard on /application, its posts counted by the route's action. */
function wizardPage(
  loadRules: () => Promise<ApplicationRules>,
  actionData?: ApplicationActionData,
) {
  const posted = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/application",
      Component: () => <ApplicationWizard actionData={actionData} loadRules={loadRules} />,
      action: () => {
        posted();
        return null;
      },
    },
  ]);
  return { page: <Stub initialEntries={["/application"]} />, posted };
}

/** The heading of the step shown. */
function shownStep() {
  return document.querySelector("[data-wizard-panel]:not([hidden]) h2")?.textContent;
}

/** Moves on to Review, as a visitor pressing Continue would, each step once it shows. */
async function continueToReview() {
  // A page holding the server's answers shows once steps 2 to 4's code is here.
  await screen.findByRole("button", { name: wizardButtons.continue });
  while (screen.queryByRole("button", { name: wizardButtons.continue })) {
    const step = shownStep();
    await userEvent.click(screen.getByRole("button", { name: wizardButtons.continue }));
    await waitFor(() => expect(shownStep()).not.toBe(step));
  }
}

function progress() {
  return screen.getByRole("progressbar");
}

describe("the application's rules load after the page", () => {
  test("the first render judges nothing and matches the server's HTML", async () => {
    const load = vi.fn(() => new Promise<ApplicationRules>(() => {}));
    const { page } = wizardPage(load);
    const html = renderToString(page);
    // A blank form is at 0 % without its rules; no step is called done or incomplete.
    expect(html).toContain("0% complete");
    expect(html).not.toMatch(/data-step-state="(done|incomplete)"/);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    expect(load).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  test("a blank form does not load them when the browser is idle: nothing is there to judge", () => {
    const browserIdle = stubIdle();
    const load = vi.fn(() => new Promise<ApplicationRules>(() => {}));
    render(wizardPage(load).page);
    act(browserIdle);
    expect(load).not.toHaveBeenCalled();
  });

  test("a form holding answers loads them when the browser is idle, then its progress is judged", async () => {
    const browserIdle = stubIdle();
    const rules = Promise.withResolvers<ApplicationRules>();
    const load = vi.fn(() => rules.promise);
    render(wizardPage(load, { status: "editing", values: complete, focus: null }).page);
    // Answers the server sent show on every step, so the form waits for steps 2 to 4's code.
    expect((await screen.findByRole("progressbar")).hasAttribute("aria-valuenow")).toBe(false);
    // The page asks for the browser's next idle moment once its effects have run: the render
    // above waited for the later steps' code, so that may come a moment after it shows.
    await waitFor(() => expect(browserIdle.waiting()).toBe(1));
    expect(load).not.toHaveBeenCalled();
    act(browserIdle);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => rules.resolve(applicationRules));
    expect(await screen.findByText("100% complete")).toBeTruthy();
    expect(progress().getAttribute("aria-valuenow")).toBe("100");
  });

  test("they load on the first use of the form if that comes first", async () => {
    stubIdle();
    const load = vi.fn(() => new Promise<ApplicationRules>(() => {}));
    render(wizardPage(load).page);
    await userEvent.click(screen.getByLabelText(/Company name/));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a Submit pressed before them waits, then lists what is missing and sends nothing", async () => {
    const rules = Promise.withResolvers<ApplicationRules>();
    const { page, posted } = wizardPage(() => rules.promise);
    render(page);
    await continueToReview();
    await userEvent.click(screen.getByRole("button", { name: wizardButtons.submit }));
    expect(screen.queryByRole("region", { name: reviewCopy.refusedTitle })).toBeNull();

    await act(async () => rules.resolve(applicationRules));
    const summary = await screen.findByRole("region", { name: reviewCopy.refusedTitle });
    expect(within(summary).getAllByRole("link")[0]).toHaveProperty(
      "textContent",
      "Enter your company name",
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(posted).not.toHaveBeenCalled();
  });

  test("a complete application submitted before them is sent once they pass it", async () => {
    const rules = Promise.withResolvers<ApplicationRules>();
    const { page, posted } = wizardPage(() => rules.promise, {
      status: "editing",
      values: complete,
      focus: null,
    });
    render(page);
    await continueToReview();
    await userEvent.click(screen.getByRole("button", { name: wizardButtons.submit }));
    expect(posted).not.toHaveBeenCalled();

    await act(async () => rules.resolve(applicationRules));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("region", { name: reviewCopy.refusedTitle })).toBeNull();
  });

  test("if they cannot load, Submit goes to the server, which judges it by the same rules", async () => {
    const rules = Promise.withResolvers<ApplicationRules>();
    const { page, posted } = wizardPage(() => rules.promise);
    render(page);
    await continueToReview();
    await userEvent.click(screen.getByRole("button", { name: wizardButtons.submit }));
    await act(async () => rules.reject(new Error("offline")));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  });
});
