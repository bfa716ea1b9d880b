import { describe, expect, it } from "vitest";
import { findCycles, importGraph, runtimeImports } from "./import-cycles";

describe("import cycles", () => {
  it("src/ has none", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(findCycles(graph), "modules that import each other (type-only imports aside)").toEqual([]);
  });

  it("finds a cycle through three modules and a module importing itself, not a chain", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
      ["f", ["d"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });

  it("counts value imports, re-exports and dynamic imports, not imports of types", () => {
    const source = `
      import { a } from "./value";
      import "./side-effect";
      import type { T } from "./type-only";
      import { type U, type V } from "./types-inline";
      import { type W, w } from "./mixed";
      export { x } from "./re-export";
      export type { Y } from "./type-re-export";
      const later = () => import("./lazy");
    `;
    expect(runtimeImports("x.ts", source)).toEqual(["./value", "./side-effect", "./mixed", "./re-export", "./lazy"]);
  });
});
