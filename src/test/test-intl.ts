import { readFileSync } from "node:fs";
import path from "node:path";
import { createIntl, type IntlShape } from "react-intl";
import { compileMessages } from "@/server/i18n/compile-messages";

/** react-intl as a page in `locale` has it: that locale's committed catalogue, compiled as the server does. */
export function testIntl(locale = "en"): IntlShape {
  const file = path.resolve(__dirname, "../../locales", `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return createIntl({ locale, messages: compileMessages(catalogue), onError: () => undefined });
}
