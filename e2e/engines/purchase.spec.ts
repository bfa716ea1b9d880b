import { freshEmail } from "../support/api";
import { Checkout } from "./checkout";
import { expect, test } from "./fixtures";

// The purchases where engines differ, in Chromium, Firefox and WebKit (the project names the engine).

for (const width of [375, 1280]) {
  test(`a card purchase at ${width} px reaches the success step with the amount paid`, async ({ shopper }) => {
    await shopper.setViewport(width, 900);
    const checkout = new Checkout(shopper);
    await checkout.open();
    await checkout.fillTaxAddress();
    const total = await checkout.total();
    await checkout.buyWithCard(freshEmail(shopper.engine));
    expect(await shopper.text("success-total")).toContain(total.replace(/\s+/g, " ").trim());
    expect(await shopper.evaluate<number>("document.documentElement.scrollWidth"), "nothing wider than the screen").toBeLessThanOrEqual(
      width,
    );
  });
}

test("a declined card says so and keeps the form", async ({ shopper }) => {
  const checkout = new Checkout(shopper);
  await checkout.open();
  await checkout.fillTaxAddress();
  const email = freshEmail(shopper.engine);
  await checkout.fillEmail(email);
  await checkout.fillCard("4000000000000002");
  await checkout.pay();
  await checkout.expectDeclined();
  expect(await shopper.value("email-input")).toBe(email);
});

for (const decision of ["approve", "decline"] as const) {
  test(`3-D Secure: ${decision} on the bank's page`, async ({ shopper }) => {
    const checkout = new Checkout(shopper);
    await checkout.open();
    await checkout.fillTaxAddress();
    await checkout.fillEmail(freshEmail(shopper.engine));
    await checkout.fillCard("4000000000003220");
    await checkout.pay();
    await Checkout.decide(shopper, decision);
    if (decision === "approve") await checkout.expectSuccess();
    else {
      await shopper.waitUrl(/\/payment\/\?/);
      await checkout.expectDeclined();
    }
  });
}
