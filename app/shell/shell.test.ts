// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { analytics } from "#app/lib/analytics.ts";
import { consentKey, writePreferences } from "#app/lib/consent.ts";
import { startCookieNotice } from "#app/shell/cookie-notice.ts";
import { startDisclosures } from "#app/shell/disclosure.ts";
import { startMenus } from "#app/shell/menus.ts";
import { startMeasuring } from "#app/shell/measure.ts";
import { startSectionLinks } from "#app/shell/section-links.ts";

/*
 * The shell's behaviours on markup shaped as the React components render it. Each is started
 * once on the document, as on a page; each test replaces the body.
 */
beforeAll(() => {
  startMenus();
  startDisclosures();
  startCookieNotice();
  startSectionLinks();
  startMeasuring();
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.consent = "unanswered";
  delete document.documentElement.dataset.measure;
});

const menu = `
  <ul><li data-menu>
    <button type="button" aria-expanded="false" aria-controls="loans" data-menu-button>Loans</button>
    <div id="loans" hidden><ul><li><a href="#bridging">Bridging</a></li></ul></div>
  </li></ul>
  <a href="#elsewhere">Elsewhere</a>`;

function menuParts() {
  const item = document.querySelector<HTMLElement>("[data-menu]")!;
  const button = item.querySelector<HTMLButtonElement>("button")!;
  const panel = document.getElementById("loans")!;
  const link = panel.querySelector("a")!;
  const isOpen = () => button.getAttribute("aria-expanded") === "true" && !panel.hidden;
  return { item, button, panel, link, isOpen };
}

function hover(from: Element | null, to: Element | null) {
  from?.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: to }));
  to?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: from }));
}

describe("a desktop menu", () => {
  beforeEach(() => {
    document.body.innerHTML = menu;
  });

  test("opens on hover and closes when the pointer leaves it", () => {
    const { button, isOpen } = menuParts();
    const outside = document.querySelector('[href="#elsewhere"]')!;
    hover(outside, button);
    expect(isOpen()).toBe(true);
    hover(button, outside);
    expect(isOpen()).toBe(false);
  });

  test("a click on a menu opened by hovering keeps it open; a second click closes it", () => {
    const { button, isOpen } = menuParts();
    hover(null, button);
    button.click();
    expect(isOpen()).toBe(true);
    hover(button, document.body);
    expect(isOpen()).toBe(true);
    button.click();
    expect(isOpen()).toBe(false);
  });

  test("focus alone does not open it; the arrow keys do, move between its links, and Escape returns focus to the button", () => {
    document.body.innerHTML = menu.replace(
      '<li><a href="#bridging">Bridging</a></li>',
      '<li><a href="#bridging">Bridging</a></li><li><a href="#asset">Asset</a></li>',
    );
    const { button, isOpen } = menuParts();
    const [first, second] = [...document.querySelectorAll<HTMLElement>("#loans a")];
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    button.focus();
    expect(isOpen()).toBe(false);
    press(button, "ArrowDown");
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(first);
    press(first!, "ArrowDown");
    expect(document.activeElement).toBe(second);
    press(second!, "ArrowDown");
    expect(document.activeElement).toBe(first);
    press(first!, "End");
    expect(document.activeElement).toBe(second);
    press(second!, "Escape");
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
    press(button, "ArrowUp");
    expect(document.activeElement).toBe(second);
    document.querySelector<HTMLElement>('[href="#elsewhere"]')!.focus();
    expect(isOpen()).toBe(false);
    button.focus();
    expect(isOpen()).toBe(false);
  });

  test("closes when one of its links is followed", () => {
    const { button, link, isOpen } = menuParts();
    hover(null, button);
    button.click();
    link.click();
    expect(isOpen()).toBe(false);
  });
});

describe("the mobile drawer", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" aria-haspopup="dialog" aria-controls="drawer" data-drawer-open>Open menu</button>
      <dialog id="drawer" data-drawer>
        <button type="button" data-drawer-close>Close menu</button>
        <button type="button" aria-expanded="false" aria-controls="group" data-disclosure>Loan Types</button>
        <ul id="group" hidden><li><a href="#bridging">Bridging</a></li></ul>
      </dialog>`;
  });

  test("opens from its button; its groups open and close independently; a link closes it", () => {
    const drawer = document.querySelector("dialog")!;
    document.querySelector<HTMLElement>("[data-drawer-open]")!.click();
    expect(drawer.open).toBe(true);
    const group = document.querySelector<HTMLElement>("[data-disclosure]")!;
    group.click();
    expect(group.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById("group")!.hidden).toBe(false);
    group.click();
    expect(document.getElementById("group")!.hidden).toBe(true);
    group.click();
    document.querySelector<HTMLElement>('[href="#bridging"]')!.click();
    expect(drawer.open).toBe(false);
  });

  test("closes from its close button and from a click on its backdrop", () => {
    const drawer = document.querySelector("dialog")!;
    drawer.showModal();
    document.querySelector<HTMLElement>("[data-drawer-close]")!.click();
    expect(drawer.open).toBe(false);
    drawer.showModal();
    drawer.click();
    expect(drawer.open).toBe(false);
  });
});

describe("an accordion", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div data-accordion>${["One", "Two", "Three"]
      .map(
        (name) => `
        <h3><button type="button" aria-expanded="false" aria-controls="${name}" data-disclosure>${name}?</button></h3>
        <div id="${name}" role="region" hidden>${name}.</div>`,
      )
      .join("")}</div>`;
    // Laid out, as in a browser (the arrow keys skip questions that are not shown).
    for (const button of document.querySelectorAll("button")) {
      button.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    }
  });

  const button = (name: string) =>
    [...document.querySelectorAll("button")].find((b) => b.textContent === `${name}?`)!;
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[role="region"]')]
      .filter((answer) => !answer.hidden)
      .map((answer) => answer.id);

  test("opens one answer at a time, and closes it again", () => {
    button("One").click();
    expect(shown()).toEqual(["One"]);
    button("Three").click();
    expect(shown()).toEqual(["Three"]);
    expect(button("One").getAttribute("aria-expanded")).toBe("false");
    expect(button("Three").getAttribute("aria-expanded")).toBe("true");
    button("Three").click();
    expect(shown()).toEqual([]);
  });

  test("the arrow keys, Home and End move between its questions", () => {
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    button("One").focus();
    press("ArrowDown");
    expect(document.activeElement).toBe(button("Two"));
    press("End");
    expect(document.activeElement).toBe(button("Three"));
    press("ArrowDown");
    expect(document.activeElement).toBe(button("One"));
    press("ArrowUp");
    expect(document.activeElement).toBe(button("Three"));
    press("Home");
    expect(document.activeElement).toBe(button("One"));
  });
});

describe("the cookie notice", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <section data-slot="cookie-notice" aria-label="Cookie notice">
        <button data-consent-answer="accepted">Accept All</button>
        <button data-consent-answer="declined">Decline Optional</button>
      </section>`;
  });

  test.each([
    ["Accept All", "accepted"],
    ["Decline Optional", "declined"],
  ])("%s stores %s and takes the notice away", (label, value) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === label)!;
    button.click();
    expect(localStorage.getItem(consentKey)).toBe(value);
    expect(document.documentElement.dataset.consent).toBeUndefined();
  });

  test("saving choices on the cookies page answers it too", () => {
    writePreferences({ essential: true, analytics: false, marketing: false, functional: true });
    expect(localStorage.getItem(consentKey)).toBe("declined");
    expect(document.documentElement.dataset.consent).toBeUndefined();
  });
});

describe("analytics", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="tel:+441234" data-track="phone" data-track-location="footer">Call</a>
      <a href="#apply" data-track="start-application" data-track-location="landing" data-track-label="Start Application Now">Start</a>
      <a href="#cta" data-track="cta" data-track-location="referral" data-track-label="Join Program"><span>Join</span></a>`;
  });

  test("a marked link reports its click on a page that may be measured", () => {
    document.documentElement.dataset.measure = "";
    const phone = vi.spyOn(analytics, "phoneClick");
    const start = vi.spyOn(analytics, "startApplicationNow");
    const cta = vi.spyOn(analytics, "ctaClick");
    document.querySelector<HTMLElement>('[data-track="phone"]')!.click();
    document.querySelector<HTMLElement>('[data-track="start-application"]')!.click();
    document.querySelector<HTMLElement>('[data-track="cta"] span')!.click();
    expect(phone).toHaveBeenCalledWith("footer");
    expect(start).toHaveBeenCalledWith("landing");
    expect(cta.mock.calls).toEqual([
      ["Start Application Now", "landing"],
      ["Join Program", "referral"],
    ]);
  });

  test("nothing is reported from a page that is never measured (an applicant's secret link)", () => {
    const phone = vi.spyOn(analytics, "phoneClick");
    document.querySelector<HTMLElement>('[data-track="phone"]')!.click();
    expect(phone).not.toHaveBeenCalled();
  });
});

describe("a link to a section of the page", () => {
  test("moves focus to the section and keeps the address in step", () => {
    document.body.innerHTML = `
      <a data-slot="section-link" href="#checklist">Checklist</a>
      <h2 id="checklist" tabindex="-1">Checklist</h2>`;
    const heading = document.getElementById("checklist")!;
    heading.scrollIntoView = vi.fn();
    document.querySelector<HTMLElement>("a")!.click();
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(heading);
    expect(location.hash).toBe("#checklist");
  });
});
