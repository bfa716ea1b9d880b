import { sectionName, type SectionReporting } from "./section-name";
import { track } from "./track";

const CLICKABLE = "a[href], button, summary, [role='button']";

/** A link's name from where it leads, never from its (translated) text or its query. */
function linkName(link: HTMLAnchorElement): string {
  const url = new URL(link.href, window.location.href);
  // A mail link's address is the support address today, but an address is never an analytics value.
  if (url.protocol === "mailto:" || url.protocol === "tel:") return url.protocol.slice(0, -1);
  const last = url.pathname.split("/").filter(Boolean).pop();
  return last ?? (url.origin === window.location.origin ? "home" : url.hostname);
}

/** What an element is called in analytics: its test id (CONTRACTS), a link's destination, its name. */
export function elementName(element: Element): string {
  const testId = element.getAttribute("data-testid");
  if (testId) return testId;
  if (element instanceof HTMLAnchorElement) return linkName(element);
  return element.getAttribute("name") || element.id || element.tagName.toLowerCase();
}

/** Where on the page a link is: a dialog, the main area, or the shell's header or footer. */
export function placementOf(element: Element): string {
  return element.closest("dialog, main, footer, header")?.tagName.toLowerCase() ?? "page";
}

/** `click` for every link and button the shopper clicks: element_name, section, and for links placement. */
export function startClickTracking(reporting: SectionReporting): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target) return;
    track("click", {
      element_name: elementName(target),
      section: sectionName(target, reporting),
      ...(target instanceof HTMLAnchorElement ? { placement: placementOf(target) } : {}),
    });
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * `form_update` when the shopper commits a field (the browser's change event: a select picked,
 * a text field left after typing), with the field's name and whether it is valid, never its
 * value. Radio choices have their own events (plans_selected, payments_selected).
 */
export function startFormTracking(reporting: SectionReporting): () => void {
  const onChange = (event: Event) => {
    const field = event.target;
    if (!isField(field) || field.type === "radio" || field.type === "hidden") return;
    // Read after the page's own handlers have run and marked the field (aria-invalid).
    window.setTimeout(() => {
      const valid = field.checkValidity() && field.getAttribute("aria-invalid") !== "true";
      track("form_update", {
        element_name: elementName(field),
        section: sectionName(field, reporting),
        form_status: valid ? "valid" : "invalid",
      });
    }, 0);
  };
  document.addEventListener("change", onChange, true);
  return () => document.removeEventListener("change", onChange, true);
}
