/**
 * The Apply Now bar steps aside while any form is on screen (so it never sits over a form's own
 * button) and while focus is in a form's field (the on-screen keyboard is up). Forms that
 * appear later (a lazy section, a message shown) are watched as they arrive, and so are bars
 * React renders after a client-side navigation. Loaded by the shell where the bar is and by
 * the component when React renders it; it runs once.
 */
const barSelector = '[data-slot="mobile-apply-bar"]';
const fieldSelector = "input, select, textarea";

function start(doc: Document) {
  const formsInView = new Set<Element>();
  let typing = false;
  const update = () => {
    const state = formsInView.size > 0 || typing ? "hidden" : "shown";
    for (const bar of doc.querySelectorAll<HTMLElement>(barSelector)) {
      if (bar.dataset.state !== state) bar.dataset.state = state;
    }
  };

  const intersections = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) formsInView.add(entry.target);
      else formsInView.delete(entry.target);
    }
    update();
  });
  const watched = new Set<Element>();
  const watchForms = () => {
    for (const form of doc.querySelectorAll("form")) {
      if (watched.has(form)) continue;
      watched.add(form);
      intersections.observe(form);
    }
    for (const form of watched) {
      if (form.isConnected) continue;
      watched.delete(form);
      formsInView.delete(form);
      intersections.unobserve(form);
    }
    update();
  };
  watchForms();
  new MutationObserver(watchForms).observe(doc.body, { childList: true, subtree: true });

  doc.addEventListener("focusin", (event) => {
    const target = event.target;
    typing = target instanceof Element && target.matches(fieldSelector) && !!target.closest("form");
    update();
  });
  doc.addEventListener("focusout", (event) => {
    if (event.relatedTarget === null) {
      typing = false;
      update();
    }
  });
}

if (typeof document !== "undefined" && typeof IntersectionObserver !== "undefined") {
  start(document);
}

// Loaded for its effect by `loadMobileApplyBar` (app/shell/page-behaviours.ts).
export {};
