import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
          setupFiles: ["./vitest.setup.ts"],
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
