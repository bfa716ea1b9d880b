import { afterEach, beforeEach, vi } from "vitest";

// Only files run in jsdom (components, and `*.test.ts` files marked `@vitest-environment jsdom`)
// load the DOM testing libraries: the Node files skip their import time.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  const { resetIntersectionMocking, setupIntersectionMocking } = await import("react-intersection-observer/test-utils");

  // jsdom has no IntersectionObserver; tests drive visibility with mockAllIsIntersecting().
  beforeEach(() => {
    setupIntersectionMocking(vi.fn);
  });

  afterEach(() => {
    cleanup();
    resetIntersectionMocking();
  });
}
