// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.resolve(__dirname, "..");

/** Every message id each feature defines, from its `*messages.ts` files. */
function idsByFeature(): Map<string, string[]> {
  const features = new Map<string, string[]>();
  for (const feature of readdirSync(FEATURES)) {
    const files = readdirSync(path.join(FEATURES, feature), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith("messages.ts"),
    );
    const ids = files.flatMap((file) =>
      [...readFileSync(path.join(FEATURES, feature, file), "utf8").matchAll(/\bid: "([^"]+)"/g)].map((match) => match[1]!),
    );
    if (ids.length > 0) features.set(feature, ids);
  }
  return features;
}

describe("message ids", () => {
  it("start with a prefix of their own feature's: no two features share one", () => {
    const owners = new Map<string, Set<string>>();
    for (const [feature, ids] of idsByFeature()) {
      for (const id of ids) {
        const prefix = id.split(".")[0]!;
        owners.set(prefix, (owners.get(prefix) ?? new Set()).add(feature));
      }
    }
    const shared = [...owners]
      .filter(([, features]) => features.size > 1)
      .map(([prefix, features]) => `${prefix}: ${[...features].join(", ")}`);
    expect(shared).toEqual([]);
    expect(owners.get("home")).toEqual(new Set(["home"]));
  });
});
