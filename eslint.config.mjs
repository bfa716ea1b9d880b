import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Import boundaries of STYLE.md: pages only compose, features talk through their index,
// ui/ and lib/ never reach into features, and nothing imports from pages/.
const boundaries = {
  files: ["src/**/*.{ts,tsx}"],
  rules: {
    "import/no-cycle": ["error", { maxDepth: 3 }],
    "import/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: "./src", from: "./src/pages", message: "Nothing imports from pages/." },
          { target: "./src/ui", from: "./src/features", message: "ui/ never imports features." },
          { target: "./src/lib", from: "./src/features", message: "lib/ never imports features." },
          { target: "./src/ui", from: "./src/server", message: "ui/ is browser code." },
          { target: "./src/lib", from: "./src/server", message: "lib/ is shared, server/ is not." },
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

const config = [
  { ignores: ["**/.next/**", "node_modules/**", ".data/**", "coverage/**", "test-results/**", "playwright-report/**", "src/contracts/generated/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  boundaries,
  {
    files: ["sandbox/**", "scripts/**", "e2e/**", "*.ts", "*.mts", "*.js", "*.mjs"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Tests may reach a feature's test fixtures directly.
    files: ["src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // next.config.js is CommonJS, loaded by Next itself.
    files: ["next.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
];

export default config;
