import { useCallback, useEffect, useState, type RefObject } from "react";

const PROBLEM = '[aria-invalid="true"]';

/**
 * After a refused Pay, moves the shopper to the first field with a problem anywhere on the step
 * (the tax address above the form too, and a problem only the server saw, such as a blocked
 * e-mail domain): scrolled to the middle of the screen and focused, so the message under it is
 * seen and read, however far above the button it is. `reveal` asks for it; it happens once the
 * render that shows the messages has reached the page.
 */
export function useProblemReveal(anchor: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || !anchor.current) return;
    const scope = anchor.current.closest("main") ?? anchor.current.ownerDocument;
    const field = scope.querySelector<HTMLElement>(PROBLEM);
    if (!field) return;
    field.scrollIntoView?.({ block: "center" });
    field.focus({ preventScroll: true });
  }, [request, anchor]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
