import { afterEach, describe, expect, it } from "vitest";
import { reportError, setErrorReporter } from "./report-error";

afterEach(() => {
  setErrorReporter(null);
});

describe("reportError", () => {
  it("hands errors from before the reporter loaded to it once it arrives", () => {
    reportError(new Error("during hydration"), { where: "checkout" });
    const reported: unknown[] = [];
    setErrorReporter((error, context) => reported.push([(error as Error).message, context]));
    reportError(new Error("later"));
    expect(reported).toEqual([
      ["during hydration", { where: "checkout" }],
      ["later", undefined],
    ]);
  });

  it("keeps only the first ten early errors", () => {
    for (let index = 0; index < 15; index++) reportError(new Error(`error ${index}`));
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    expect(reported).toHaveLength(10);
  });
});
