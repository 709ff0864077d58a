/**
 * The team carousel (`TeamCarousel`): a row the browser scrolls and snaps itself (swiping works
 * before and without scripts); its buttons move it a card at a time and the counter follows it.
 * Scrolls are heard on the document (capturing, as they do not bubble) and the window's size
 * changes re-read every carousel, so carousels rendered later work too. A page behaviour
 * (`app/shell/page-behaviours.ts`): loaded once a carousel is displayed, which is below 768 px.
 */
const carouselSelector = '[data-slot="team-carousel"]';

/** Where each slide's snap lands, clamped to how far the row can scroll, without repeats. */
function snapOffsets(viewport: HTMLElement): number[] {
  const slides = [...viewport.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const first = slides[0]?.offsetLeft ?? 0;
  const furthest = viewport.scrollWidth - viewport.clientWidth;
  const offsets: number[] = [];
  for (const slide of slides) {
    const offset = Math.min(slide.offsetLeft - first, furthest);
    if (offsets.every((seen) => Math.abs(seen - offset) > 1)) offsets.push(offset);
  }
  return offsets;
}

function nearest(offsets: number[], at: number) {
  let index = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset - at) < Math.abs((offsets[index] ?? 0) - at)) index = i;
  });
  return index;
}

function parts(carousel: Element) {
  return {
    viewport: carousel.querySelector<HTMLElement>("[data-carousel-viewport]"),
    previous: carousel.querySelector<HTMLButtonElement>('[data-carousel-step="-1"]'),
    next: carousel.querySelector<HTMLButtonElement>('[data-carousel-step="1"]'),
    counter: carousel.querySelector<HTMLElement>("[data-carousel-position]"),
  };
}

function update(carousel: Element) {
  const { viewport, previous, next, counter } = parts(carousel);
  // Not laid out (the grid shows instead, above 768 px): its markup stays as rendered.
  if (!viewport || viewport.clientWidth === 0) return;
  const offsets = snapOffsets(viewport);
  const at = viewport.scrollLeft;
  const furthest = viewport.scrollWidth - viewport.clientWidth;
  if (previous) previous.disabled = at <= 1;
  if (next) next.disabled = at >= furthest - 1;
  const text = `${nearest(offsets, at) + 1} of ${offsets.length}`;
  if (counter && offsets.length > 0 && counter.textContent !== text) counter.textContent = text;
}

function move(carousel: Element, step: number) {
  const { viewport } = parts(carousel);
  if (!viewport) return;
  const offsets = snapOffsets(viewport);
  const target = offsets[nearest(offsets, viewport.scrollLeft) + step];
  if (target === undefined) return;
  const view = carousel.ownerDocument.defaultView ?? window;
  const still = view.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  viewport.scrollTo({ left: target, behavior: still ? "instant" : "smooth" });
}

export function startCarousels(doc: Document = document) {
  const updateAll = () => doc.querySelectorAll(carouselSelector).forEach(update);
  doc.addEventListener(
    "scroll",
    (event) => {
      const carousel =
        event.target instanceof Element ? event.target.closest(carouselSelector) : null;
      if (carousel) update(carousel);
    },
    { capture: true, passive: true },
  );
  (doc.defaultView ?? window).addEventListener("resize", updateAll);
  doc.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest("[data-carousel-step]") : null;
    const carousel = button?.closest(carouselSelector);
    if (button && carousel) move(carousel, Number(button.getAttribute("data-carousel-step")));
  });
  updateAll();
}

if (typeof document !== "undefined") startCarousels();
