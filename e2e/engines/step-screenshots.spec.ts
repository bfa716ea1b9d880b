import { writeFile } from "node:fs/promises";
import type { TestInfo } from "@playwright/test";
import { freshEmail, settlePending } from "../support/api";
import { Checkout } from "./checkout";
import type { EnginePage } from "./engine";
import { expect, test } from "./fixtures";

// Screenshots of every step at 375 and 1280 px in English and Arabic, in each engine, kept as test
// artefacts (full-page PNGs attached to each test: test-results/ and the HTML report, named
// <engine>-<locale>-<width>-<step>). One window per width and language walks the steps; each
// step's main heading must show, in the language's direction. /processing/ only flashes past with
// the sandbox, so the walk pays with the pending test card and shows /pending/ (the suite's sandbox
// keeps it pending until the test settles it), then /success/ once it is paid.

const WIDTHS = [375, 1280] as const;
const LANGUAGES = [
  { locale: "en", prefix: "", dir: "ltr" },
  { locale: "ar", prefix: "/ar", dir: "rtl" },
] as const;

async function shoot(page: EnginePage, testInfo: TestInfo, name: string, dir: string) {
  await page.waitText("h1", /\S/);
  expect(await page.attribute("html", "dir")).toBe(dir);
  const path = testInfo.outputPath(`${name}.png`);
  await writeFile(path, await page.screenshot());
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`every step has its heading and a full-page screenshot (${language.locale}, ${width} px)`, async ({ shopper }, testInfo) => {
      test.setTimeout(120_000);
      await shopper.setViewport(width, width === 375 ? 812 : 900);
      const shot = (step: string) => shoot(shopper, testInfo, `${shopper.engine}-${language.locale}-${width}-${step}`, language.dir);
      const at = (path: string) => `${language.prefix}${path}`;

      await shopper.goto(at("/"));
      await shopper.waitVisible("product-vpn");
      await shot("home");

      await shopper.goto(at("/products/?product=pass"));
      await shopper.waitVisible("products-step");
      await shot("products");

      await shopper.goto(at("/error/"));
      await shopper.waitVisible("error-generic");
      await shot("error");

      await shopper.goto(at("/no-such-step/"));
      await shopper.waitVisible("error-404");
      await shot("404");

      const checkout = new Checkout(shopper);
      await checkout.open("product=vpn&product_period=1y", language.prefix);
      await shot("payment");

      await checkout.fillTaxAddress();
      await checkout.fillEmail(freshEmail("screens"));
      await checkout.choose("card");
      await checkout.fillCard("4000000000000077");
      await checkout.pay();
      await shopper.waitVisible("pending-step", 30_000);
      await shot("pending");
      await settlePending(new URL(await shopper.url()).searchParams.get("cart_id")!);
      await checkout.expectSuccess();
      await shopper.waitVisible("success-apps");
      await shopper.waitAttribute("signup-section", "aria-busy", "false");
      await shot("success");
    });
  }
}
