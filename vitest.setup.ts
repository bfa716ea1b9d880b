import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, vi } from "vitest";

// Files marked `@vitest-environment node` (server code against a real sandbox) have no DOM.
const hasDom = typeof window !== "undefined";

// jsdom has no IntersectionObserver; tests drive visibility with mockAllIsIntersecting().
beforeEach(() => {
  if (hasDom) setupIntersectionMocking(vi.fn);
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  resetIntersectionMocking();
});
