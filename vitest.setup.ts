import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no IntersectionObserver; tests drive visibility with mockAllIsIntersecting().
beforeEach(() => setupIntersectionMocking(vi.fn));

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
});
