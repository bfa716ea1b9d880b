import { closestOnPath, sectionName, type SectionReporting } from "./section-name";
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

/** Where on the page an event's element is: a dialog, the main area, or the shell's header or footer. */
export function placementOf(path: readonly EventTarget[]): string {
  return closestOnPath(path, "dialog, main, footer, header")?.tagName.toLowerCase() ?? "page";
}

/** A click or a field's change, with its elements from the target up as they were when it happened. */
export interface SeenEvent {
  event: Event;
  path: readonly EventTarget[];
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * `click` for every link and button the shopper clicks (element_name, section, and for links
 * placement), and `form_update` when they commit a field (the browser's change event: a select
 * picked, a text field left after typing), with the field's name and whether it is valid, never
 * its value; radio choices have their own events (plans_selected, payments_selected). `seen`:
 * events that happened before this code had come, tracked first, from where they happened.
 */
export function startDomTracking(reporting: SectionReporting, seen: readonly SeenEvent[] = []): () => void {
  const onClick = ({ path }: SeenEvent) => {
    const target = closestOnPath(path, CLICKABLE);
    if (!target) return;
    track("click", {
      element_name: elementName(target),
      section: sectionName(target, reporting, path),
      ...(target instanceof HTMLAnchorElement ? { placement: placementOf(path) } : {}),
    });
  };
  const onChange = ({ event, path }: SeenEvent) => {
    const field = event.target;
    if (!isField(field) || field.type === "radio" || field.type === "hidden") return;
    // Read after the page's own handlers have run and marked the field (aria-invalid).
    window.setTimeout(() => {
      const valid = field.checkValidity() && field.getAttribute("aria-invalid") !== "true";
      track("form_update", {
        element_name: elementName(field),
        section: sectionName(field, reporting, path),
        form_status: valid ? "valid" : "invalid",
      });
    }, 0);
  };
  const handle = (seenEvent: SeenEvent) => (seenEvent.event.type === "click" ? onClick(seenEvent) : onChange(seenEvent));
  for (const seenEvent of seen) handle(seenEvent);
  const onEvent = (event: Event) => handle({ event, path: event.composedPath() });
  document.addEventListener("click", onEvent, true);
  document.addEventListener("change", onEvent, true);
  return () => {
    document.removeEventListener("click", onEvent, true);
    document.removeEventListener("change", onEvent, true);
  };
}
