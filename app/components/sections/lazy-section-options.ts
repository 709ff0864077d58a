/** Load when within 100 px of the viewport and at least 10% visible (specification §9). */
export const lazyObserverOptions: IntersectionObserverInit = {
  rootMargin: "100px",
  threshold: 0.1,
};

/**
 * Sent (bubbling) by a lazy section whose content the page's script has just put in place, so
 * the shell loads the behaviour of what it holds.
 */
export const sectionShownEvent = "lazy-section-shown";
