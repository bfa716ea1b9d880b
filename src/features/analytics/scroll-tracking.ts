import { BOXLESS_ATTRIBUTE } from "@/ui/boxless-attribute";
import { sectionName, type SectionReporting } from "./section-name";
import { track } from "./track";

/** A section reports `scroll` when a quarter of it is visible (spec sections 2.4 and 9). */
export const SCROLL_THRESHOLD = 0.25;

/**
 * `scroll` once per section and page, with the section's name, for every `data-section` on the
 * page, including those rendered later (the payment section, the success step's content).
 */
export function startScrollTracking(reporting: SectionReporting): () => void {
  if (typeof IntersectionObserver !== "function") return () => {};
  const reported = new Set<string>();
  const watched = new WeakSet<Element>();
  // One observer for every section, as the analytics chunk's own: the browser's, without a
  // library's pooling (1.4 KiB gzip a page view would download for this alone).
  const seen = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= SCROLL_THRESHOLD) seen.get(entry.target)?.();
      }
    },
    { threshold: SCROLL_THRESHOLD },
  );

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
      seen.set(target, () => {
        name ??= sectionName(section, reporting);
        const key = `${window.location.pathname} ${name}`;
        if (reported.has(key)) return;
        reported.add(key);
        track("scroll", { section: name });
      });
      observer.observe(target);
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
    observer.disconnect();
    seen.clear();
  };
}
