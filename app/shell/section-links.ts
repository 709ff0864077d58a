/**
 * A link to a section of the same page (`SectionLink`) also moves keyboard focus there, so the
 * next Tab continues from the section rather than from the link. The target should be
 * focusable (`tabIndex={-1}`). Without JavaScript it is an ordinary fragment link.
 */
export function startSectionLinks(doc: Document = document) {
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-slot="section-link"]')
        : null;
    const id = link?.hash.slice(1);
    const target = id ? doc.getElementById(decodeURIComponent(id)) : null;
    if (event.defaultPrevented || !target) return;
    event.preventDefault();
    const view = doc.defaultView ?? window;
    const reduceMotion = view.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    // Keep the router's own history state so Back still works as the router expects.
    view.history.replaceState(view.history.state, "", `#${id}`);
  });
}
