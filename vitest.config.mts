import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

// Components (`*.test.tsx`) run in jsdom; everything else in Node, which starts in a fraction of
// jsdom's time. A `*.test.ts` file that needs a DOM (a hook, a browser-only module) says so on its
// first line: `// @vitest-environment jsdom`.
export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    // Vitest's default is one worker fewer than the machine's cores: a single worker on two.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          environment: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "scripts/isolation/**", "src/server/**", "src/lazy-dependencies.test.ts"],
          setupFiles: ["./vitest.setup.ts"],
          // Pure functions and scripts: the files share a worker's modules instead of importing
          // them again each, which was half of this project's time. A file that keeps state in a
          // module or mocks one (lint refuses vi.mock here) goes under src/server/, whose files
          // each get their own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/lazy-dependencies.test.ts"],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Against the production build, so `npm run test:e2e` runs it once it has built the app;
          // `npm run test:unit` leaves it out rather than build a second time.
          name: "built-app",
          environment: "node",
          include: ["scripts/isolation/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "sandbox",
          environment: "node",
          include: ["sandbox/**/*.test.ts"],
          // Each sandbox test file starts its own server on a free port with its own data dir.
          pool: "forks",
          testTimeout: 20_000,
        },
      },
    ],
  },
});
