import {
  lazyObserverOptions,
  sectionShownEvent,
} from "#app/components/sections/lazy-section-options.ts";

/**
 * Lazy sections on a page served without the framework (docs/decisions/0020): `LazySection`
 * renders the section's content into an inert `<template>`, and this puts it in the page once
 * the visitor scrolls near it (§9) and says so, for the shell to load the behaviour of what it
 * holds (the funding calculator, say). Until then the placeholder keeps the section's height.
 */
const templateSelector = ":scope > template";

function reveal(section: HTMLElement) {
  const template = section.querySelector<HTMLTemplateElement>(templateSelector);
  if (!template) return;
  template.replaceWith(template.content);
  section.dataset.loaded = "true";
  section.dispatchEvent(new Event(sectionShownEvent, { bubbles: true }));
}

function start(doc: Document) {
  const sections = [...doc.querySelectorAll<HTMLElement>('[data-slot="lazy-section"]')].filter(
    (section) => section.querySelector(templateSelector),
  );
  if (typeof IntersectionObserver === "undefined") {
    sections.forEach(reveal);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      reveal(entry.target as HTMLElement);
    }
  }, lazyObserverOptions);
  sections.forEach((section) => observer.observe(section));
}

if (typeof document !== "undefined") start(document);
