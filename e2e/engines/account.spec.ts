import { Checkout, reachPaymentForm } from "./checkout";
import { expect, test } from "./fixtures";

// Logging in from a sister site's link, logging out, and the address bar keeping no secret.

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

test("a trusted-token link logs the shopper in on the same page, without the token in the address; logout leaves them a guest there", async ({
  shopper,
}) => {
  await shopper.goto("/payment/?product=vpn&trusted_pass_token=tpt_new");
  await shopper.waitFor("the address to drop the token", async () => pathOf(await shopper.url()) === "/payment/?product=vpn");
  await shopper.waitText("user-avatar", "N");
  await reachPaymentForm(shopper, "email-input");
  await shopper.waitFor("the account's e-mail in the form", async () => (await shopper.value("email-input")) === "new@example.com");
  expect(await shopper.attribute("email-input", "readonly")).not.toBeNull();

  await shopper.click("user-avatar");
  await shopper.waitText("account-email", "new@example.com");
  await shopper.click("logout-button");
  await shopper.waitVisible("login-link");
  expect(await shopper.count("user-avatar")).toBe(0);
  expect(pathOf(await shopper.url())).toBe("/payment/?product=vpn");
  // A guest again: the e-mail is theirs to type.
  await reachPaymentForm(shopper, "email-input");
  await new Checkout(shopper).fillEmail("someone@example.com");
});

test("sensitive parameters leave the address bar, the rest of the link and its fragment stay, the e-mail fills the form", async ({
  shopper,
}) => {
  const secrets = new URLSearchParams({
    email: "snt7q@example.com",
    code: "snt7qcode",
    state: "snt7qstate0123456789",
    exchange_token: "ext_snt7q",
  });
  await shopper.goto(`/payment/?product=vpn&utm_source=news&${secrets}#plans`);
  await reachPaymentForm(shopper);
  expect(pathOf(await shopper.url())).toBe("/payment/?product=vpn&utm_source=news#plans");
  // The link's e-mail was for the form, and the form has it.
  await shopper.waitFor("the e-mail to be prefilled", async () => (await shopper.value("email-input")) === "snt7q@example.com");
});
