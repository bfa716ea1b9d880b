// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkJsBudget, firstLoadJsBytes, overBudget } from "./first-load-js";
import { budgetFile, fixtureBuild, gz } from "./js-budget-fixture";

describe("firstLoadJsBytes", () => {
  it("counts root main files, _app and the route's files once each, and not the polyfills or CSS", () => {
    const dir = fixtureBuild();
    const shared = gz(dir, "main.js") + gz(dir, "app.js");
    expect(firstLoadJsBytes(dir, "/payment")).toBe(shared + gz(dir, "payment.js"));
    expect(firstLoadJsBytes(dir, "/")).toBe(shared + gz(dir, "home.js"));
  });

  it("refuses a route the build does not have", () => {
    expect(() => firstLoadJsBytes(fixtureBuild(), "/nowhere")).toThrow("/nowhere");
  });
});

describe("checkJsBudget", () => {
  it("fails the route that is over its budget, naming its size and budget", () => {
    const dir = fixtureBuild();
    const paymentKib = firstLoadJsBytes(dir, "/payment") / 1024;
    const tight = Math.floor(paymentKib * 10) / 10 - 0.1;
    const { sizes, problems } = checkJsBudget(dir, budgetFile(dir, { "/payment": tight, "/": 100 }));
    expect(sizes.map((size) => size.route)).toEqual(["/payment", "/"]);
    expect(problems).toEqual([`/payment: ${paymentKib.toFixed(1)} KiB gzip of first-load JavaScript, over its budget of ${tight} KiB`]);
  });

  it("passes when every route is within its budget", () => {
    const dir = fixtureBuild();
    expect(checkJsBudget(dir, budgetFile(dir, { "/payment": 100, "/": 100 })).problems).toEqual([]);
  });
});

describe("overBudget", () => {
  it("lets a route at exactly its budget pass", () => {
    expect(overBudget([{ route: "/", kib: 170, budgetKib: 170 }])).toEqual([]);
  });
});
