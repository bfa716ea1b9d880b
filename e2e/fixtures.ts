import { test as base, expect } from "@playwright/test";

interface Fixtures {
  /** Console messages the test expects (a 404 document logs one); anything else fails the test. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "the browser console has no errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
