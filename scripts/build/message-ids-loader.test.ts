import { describe, expect, it } from "vitest";
import { dropMessageTextsFrom } from "./message-ids-loader.cjs";

const source = `import { defineMessages, type NoMessageValues } from "react-intl";
export const greeting = { defaultMessage: "kept", description: "not a message definition" };
export const messages = defineMessages<{ hello: { name: string }; bye: NoMessageValues }>(
  {
    hello: { id: "test.hello", defaultMessage: "Hello {name}", description: "Greets the shopper" },
    bye: { id: "test.bye", description: "Says goodbye", defaultMessage: "Goodbye" },
  },
  { typed: true },
);
`;

describe("message-ids-loader", () => {
  it("leaves each message definition its id alone, as JavaScript", () => {
    const output = dropMessageTextsFrom(source, "messages.ts");
    expect(output).toContain('id: "test.hello"');
    expect(output).toContain('id: "test.bye"');
    expect(output).not.toMatch(/Hello \{name\}|Greets the shopper|Says goodbye|Goodbye/);
    expect(output).not.toContain("NoMessageValues");
    expect(output).toContain("{ typed: true }");
  });

  it("does not touch objects outside defineMessages", () => {
    expect(dropMessageTextsFrom(source, "messages.ts")).toContain('defaultMessage: "kept", description: "not a message definition"');
  });
});
