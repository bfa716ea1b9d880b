import { observe } from "react-intersection-observer";
import { BOXLESS_ATTRIBUTE } from "@/ui";
import { sectionName, type SectionReporting } from "./section-name";
import { track } from "./track";

/** A section reports `scroll` when a quarter of it is visible (spec sections 2.4 and 9). */
export const SCROLL_THRESHOLD = 0.25;

/**
 * `scroll` once per section and page, with the section's name, for every `data-section` on the
 * page, including those rendered later (the payment section, the success step's content).
 */
export function startScrollTracking(reporting: SectionReporting): () => void {
  const reported = new Set<string>();
  const watched = new WeakSet<Element>();
  const stops = new Set<() => void>();

  const watch = (section: Element) => {
    if (watched.has(section)) return;
    watched.add(section);
    // A section without a box of its own (`display: contents`) has nothing to intersect: its
    // children stand in. Its mark says so; its style would be read only after every pending
    // style was computed, a long task while the page renders.
    const targets = section.hasAttribute(BOXLESS_ATTRIBUTE) ? Array.from(section.children) : [section];
    let name: string | undefined;
    for (const target of targets) {
      // Kept observing: the header and footer outlive a route change, and a new page counts anew.
      const stop = observe(
        target,
        (inView) => {
          if (!inView) return;
          name ??= sectionName(section, reporting);
          const key = `${window.location.pathname} ${name}`;
          if (reported.has(key)) return;
          reported.add(key);
          track("scroll", { section: name });
        },
        { threshold: SCROLL_THRESHOLD },
      );
      stops.add(stop);
    }
  };
  const scan = (root: Element | Document) => root.querySelectorAll("[data-section]").forEach(watch);

  scan(document);
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches("[data-section]")) watch(node);
        scan(node);
      }
    }
  });
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    for (const stop of stops) stop();
    stops.clear();
  };
}
