import { expect, test } from "./fixtures";

// The pages a shopper meets when something is wrong, in every engine.

test("an unknown address shows the 404 page, whose link leads back to the checkout", async ({ shopper }) => {
  await shopper.goto("/no-such-page/?product=vpn");
  await shopper.waitVisible("error-404");
  await shopper.click("error-home-link");
  await shopper.waitFor("a page of the checkout", async () => !(await shopper.url()).includes("no-such-page"));
  expect(await shopper.count("error-404")).toBe(0);
});

test("the error screen says what happened and offers support", async ({ shopper }) => {
  await shopper.goto("/error/");
  await shopper.waitVisible("error-generic");
  await shopper.waitText("error-generic", "We have encountered an unexpected problem");
  expect(await shopper.attribute('a[href^="mailto:"]', "href")).toMatch(/^mailto:/);
});
