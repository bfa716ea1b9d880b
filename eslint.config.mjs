import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { fileNamePlugin } from "./scripts/lint/file-name-case.mjs";

// Import cycles are checked by scripts/lint/import-cycles.test.ts, in a second rather than
// import/no-cycle's seventy. Import boundaries of STYLE.md: pages only compose, features talk through their index,
// ui/ and lib/ never reach into features, features never reach into server/ (server-only code
// reaches pages through server/page-props), and nothing imports from pages/. A feature's tests
// may import server/: they drive the real server half of a round trip (messages the server
// packs, which the browser's provider reads) instead of a stand-in.
const boundaries = {
  files: ["src/**/*.{ts,tsx}"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: "./src", from: "./src/pages", message: "Nothing imports from pages/." },
          { target: "./src/ui", from: "./src/features", message: "ui/ never imports features." },
          { target: "./src/lib", from: "./src/features", message: "lib/ never imports features." },
          {
            target: "./src/features/**/!(*.test).{ts,tsx}",
            from: "./src/server",
            message: "features/ never import server/: server-only code reaches pages through server/page-props.",
          },
          { target: "./src/ui", from: "./src/server", message: "ui/ is browser code." },
          { target: "./src/lib", from: "./src/server", message: "lib/ is shared, server/ is not." },
          {
            target: "./src/contracts",
            from: "./src",
            except: ["./contracts"],
            message: "contracts/ is what the app and the sandbox share: it imports nothing else of the app.",
          },
        ],
      },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/features/*/*", "!@/features/*/index", "../../features/*/*"],
            message: "Import a feature through its index.ts.",
          },
        ],
      },
    ],
  },
};

// The sandbox is a backend of its own: it reaches the app only through the shared contracts
// (`@/contracts/…`: schemas, enums, card rules, cookie names, the logger and its scrubber).
const sandboxBoundary = {
  files: ["sandbox/**/*.ts"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          {
            target: "./sandbox",
            from: "./src",
            except: ["./contracts"],
            message: "The sandbox imports the app only through src/contracts/ (`@/contracts/…`).",
          },
        ],
      },
    ],
  },
};

// zod stays on the server: it would add about 34 KiB gzip to every page. Browser code (features,
// ui, lib) may import types from the schema modules, and checks answers with @/lib/guards.
const serverOnlySchemas =
  "zod schemas stay on the server: import types only, check answers with @/lib/guards and take constants from @/contracts/enums.";
const zodOutOfTheBrowser = {
  files: ["src/features/**/*.{ts,tsx}", "src/ui/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
  ignores: ["src/**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: ["zod", ...["checkout-api", "app-api", "gateway-api", "field-errors"].map((name) => `@/contracts/${name}`)].map((name) => ({
          name,
          message: serverOnlySchemas,
          allowTypeImports: true,
        })),
        patterns: [{ group: ["@/contracts/checkout-api/*"], message: serverOnlySchemas, allowTypeImports: true }],
      },
    ],
  },
};

// The browser build keeps only the ids of message definitions, for files named *messages.ts
// (next.config.js, scripts/build/message-ids-loader.cjs); elsewhere their texts would ship.
const messagesInMessageFiles = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["src/**/*messages.ts", "src/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "CallExpression[callee.name=/^defineMessages?$/]",
        message: "Define messages in a file named *messages.ts, so the browser build keeps only their ids.",
      },
    ],
  },
};

const config = [
  {
    ignores: [
      "**/.next/**",
      "node_modules/**",
      ".data/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "src/contracts/generated/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  boundaries,
  sandboxBoundary,
  zodOutOfTheBrowser,
  messagesInMessageFiles,
  {
    files: ["sandbox/**", "scripts/**", "e2e/**", "*.ts", "*.mts", "*.js", "*.mjs"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Server lines go through the one logger (src/contracts/log: JSON lines, scrubbed, LOG_LEVEL);
    // command-line scripts, the bench and tests talk to the person running them.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["scripts/**", "e2e/**", "bench/**", "**/*.test.{ts,tsx}", "sandbox/test/**", "src/test/**", "*.config.{ts,mts,js,mjs}"],
    rules: { "no-console": "error" },
  },
  {
    // Tests, and the helpers in src/test they share, may reach a feature's internals directly.
    files: ["src/**/*.test.{ts,tsx}", "src/test/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // STYLE.md 9: file and folder names in kebab-case (scripts/lint/file-name-case.mjs); Next's
    // dynamic route segments ([cartId]) and special pages (_app) in src/pages keep their form.
    files: ["src/**", "sandbox/**", "e2e/**", "scripts/**"],
    plugins: { local: fileNamePlugin },
    rules: { "local/file-name-case": "error" },
  },
  {
    // vitest's `app` project shares modules between its files (vitest.config.mts): a module mock
    // there would reach the next file in the worker. Tests that mock go under src/server/.
    files: ["src/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    ignores: ["src/server/**", "src/lazy-dependencies.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "vi", property: "mock", message: "Mock modules only in an isolated project: move the test under src/server/." },
        { object: "vi", property: "doMock", message: "Mock modules only in an isolated project: move the test under src/server/." },
      ],
    },
  },
  {
    // next.config.js is CommonJS, loaded by Next itself.
    files: ["next.config.js", "scripts/build/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
];

export default config;
