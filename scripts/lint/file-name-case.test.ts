// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, as `npm test` runs it, on code given for a path; without
// import/no-cycle, which walks the whole import graph and needs the file on disk.
const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
const LINT_TIMEOUT_MS = 60_000;

async function rulesBroken(filePath: string, code = "export const value = 1;\n"): Promise<(string | null)[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("file names in kebab-case", () => {
  it.each([
    "src/features/home/HomeScreen.tsx",
    "sandbox/src/Checkout/carts.ts",
    "e2e/pages/payment_page.ts",
    "scripts/bench/Fuzz.test.ts",
    "src/features/[cartId].ts",
  ])(
    "fails %s",
    async (filePath) => {
      expect(await rulesBroken(filePath)).toContain("local/file-name-case");
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    "src/pages/api/orders/[cartId].ts",
    "src/pages/api/[...path].ts",
    "src/pages/legal/[[...slug]].tsx",
    "src/pages/_app.tsx",
    "src/server/page-props/checkout-loader.test.ts",
    "scripts/build/message-ids-loader.d.cts",
  ])(
    "passes %s",
    async (filePath) => {
      expect(await rulesBroken(filePath)).not.toContain("local/file-name-case");
    },
    LINT_TIMEOUT_MS,
  );
});

describe("features never import server/", () => {
  const importsServer = 'import { parseEnv } from "@/server/env";\nexport const value = parseEnv;\n';

  it(
    "fails a feature's module that imports server/",
    async () => {
      expect(await rulesBroken("src/features/home/uses-server.ts", importsServer)).toContain("import/no-restricted-paths");
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "lets a feature's test import server/",
    async () => {
      expect(await rulesBroken("src/features/home/uses-server.test.ts", importsServer)).not.toContain("import/no-restricted-paths");
    },
    LINT_TIMEOUT_MS,
  );
});
