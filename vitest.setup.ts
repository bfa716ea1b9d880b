import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { serverLoadsSettled } from "@/ui/lazy-component";

// A module that defines a lazy part starts loading it at once outside the browser (lazyComponent),
// and nothing awaits that load. Each file waits for them, or an import could still be under way
// when its environment is torn down (a shared worker then failed the next file, at random).
afterAll(serverLoadsSettled);

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
