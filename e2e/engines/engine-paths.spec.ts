import { reachPaymentForm } from "./checkout";
import { expect, test } from "./fixtures";

// The app's code that takes a different path in each engine, run in each: wallet detection, the
// document's script loader, the ICU warm-up worker, lazy parts, the card fields' keyboards and
// autofill, and Intl's formatting of prices and dates.

test("wallets are offered only where the engine can pay with them, and the list comes either way", async ({ shopper }, testInfo) => {
  await shopper.goto("/payment/?product=vpn");
  // The list waits for the wallet probe (ApplePaySession, the Payment Request API): once it is
  // up, the probe has answered in this engine.
  await reachPaymentForm(shopper);
  const engine = await shopper.evaluate<{ applePay: boolean; paymentRequest: string }>(
    "({ applePay: typeof ApplePaySession !== 'undefined' && ApplePaySession.canMakePayments() === true, paymentRequest: typeof PaymentRequest })",
  );
  testInfo.annotations.push({ type: "wallet APIs", description: `${shopper.engine}: ${JSON.stringify(engine)}` });
  expect(await shopper.count('[data-testid$="apple_pay"]')).toBe(engine.applePay ? 1 : 0);
  // No engine here is signed in to Google Pay: whether it has the Payment Request API or not, no button.
  expect(await shopper.count('[data-testid$="google_pay"]')).toBe(0);
  expect(await shopper.count("payment-provider-card")).toBe(1);
  expect(await shopper.count("payment-provider-paypal")).toBe(1);
});

test("every script the document's loader names has arrived by the load event, and the app has started", async ({ shopper }) => {
  await shopper.goto("/payment/?product=vpn");
  await reachPaymentForm(shopper);
  const scripts = await shopper.evaluate<{ named: string[]; late: string[]; nextStarted: boolean }>(`(async () => {
    // A driver may hand the page over before its load event under load, and WebKit can show the
    // document complete before the navigation's timing has its load event: wait until it has.
    const navigation = () => performance.getEntriesByType("navigation")[0];
    for (let waited = 0; !(navigation()?.loadEventEnd > 0) && waited < 10000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const html = await (await fetch(location.href)).text();
    const listed = /\\}\\)\\((\\[[^\\]]*\\])\\)<\\/script>/.exec(html);
    const named = JSON.parse(listed ? listed[1] : "[]");
    const load = navigation().loadEventStart;
    // A script's first arrival counts: an engine may fetch one again later (from its cache, for a
    // second script element asking for the same file), which adds a later entry for the same path.
    const arrived = new Map();
    for (const entry of performance.getEntriesByType("resource")) {
      const path = new URL(entry.name).pathname;
      if (!(arrived.get(path)?.responseEnd <= entry.responseEnd)) arrived.set(path, entry);
    }
    // WebKit keeps no timing entry for a script its memory cache answered (one an earlier test of
    // the worker loaded): such a script must at least be in the document, asked for by the loader.
    const asked = new Set([...document.scripts].map((script) => script.src && new URL(script.src).pathname));
    // Each late script with when it was asked for and arrived, against the load event, for the failure's message.
    const late = named
      .filter((src) => (arrived.has(src) ? arrived.get(src).responseEnd > load : !asked.has(src)))
      .map((src) => {
        const entry = arrived.get(src);
        const when = entry ? "asked at " + Math.round(entry.startTime) + " ms, arrived at " + Math.round(entry.responseEnd) + " ms" : "never arrived";
        return src + " " + when + ", load at " + Math.round(load) + " ms";
      });
    return { named, late, nextStarted: "next" in window };
  })()`);
  expect(scripts.named.length).toBeGreaterThan(1);
  expect(scripts.late).toEqual([]);
  expect(scripts.nextStarted).toBe(true);
});

test("the load event waits for every script even when the loader's posted messages come late", async ({ shopper }) => {
  await shopper.goto("/payment/?product=vpn");
  await reachPaymentForm(shopper);
  // The page's own loader, run in a frame of the page where each message it posts arrives 300 ms
  // late: its scripts come from the memory cache long before, as they did when WebKit fired the
  // load event with scripts still to ask for. The frame's load event must still wait for them all.
  const outcome = await shopper.evaluate<{ named: number; asked: number; ranByLoad: number }>(`(async () => {
    const loader = [...document.scripts].find((script) => !script.src && script.textContent.includes("MessageChannel"));
    const named = JSON.parse(/\\}\\)\\((\\[[^\\]]*\\])\\)$/.exec(loader.textContent)[1]).length;
    const late = "var post=MessagePort.prototype.postMessage;MessagePort.prototype.postMessage=function(){" +
      "var port=this,args=arguments;setTimeout(function(){post.apply(port,args)},300)};" +
      "var ran=new Set();document.addEventListener('load',function(e){if(e.target.tagName==='SCRIPT')ran.add(e.target.src)},true);" +
      "document.addEventListener('error',function(e){if(e.target.tagName==='SCRIPT')ran.add(e.target.src)},true);" +
      "addEventListener('load',function(){parent.postMessage({asked:document.querySelectorAll('script[src]').length,ranByLoad:ran.size},'*')})";
    const frame = document.createElement("iframe");
    const tag = (source) => "<script nonce=" + JSON.stringify(loader.nonce) + ">" + source + "</" + "script>";
    const answer = new Promise((resolve) => addEventListener("message", function listen(event) {
      if (event.source !== frame.contentWindow) return;
      removeEventListener("message", listen);
      resolve(event.data);
    }));
    frame.srcdoc = "<!doctype html><html><head>" + tag(late) + tag(loader.textContent) + "</head><body></body></html>";
    frame.style.display = "none";
    document.body.append(frame);
    const { asked, ranByLoad } = await answer;
    frame.remove();
    return { named, asked, ranByLoad };
  })()`);
  expect(outcome.named).toBeGreaterThan(1 + 2 * 2);
  expect(outcome).toEqual({ named: outcome.named, asked: outcome.named, ranByLoad: outcome.named });
});

test("the ICU warm-up worker runs without an error", async ({ shopper }) => {
  await shopper.goto("/ar/payment/?product=vpn");
  await reachPaymentForm(shopper);
  const outcome = await shopper.evaluate<string>(`new Promise((resolve) => {
    const worker = new Worker("/static/intl-warm-up.js#ar");
    worker.onerror = (event) => resolve("error: " + (event.message || "the script failed"));
    setTimeout(() => { worker.terminate(); resolve("ran"); }, 1500);
  })`);
  expect(outcome).toBe("ran");
});

test("payment logos below the fold are drawn only once they come near the viewport", async ({ shopper }) => {
  await shopper.setViewport(375, 800);
  await shopper.goto("/payment/?product=vpn");
  // A key that moves nothing (Escape) brings the payment section's code while the page stays at its
  // top: pressed again until the page has hydrated and listens.
  await shopper.waitFor("the payment methods after a key", async () => {
    await shopper.press("Escape");
    return shopper.visible("regular-providers");
  });
  const logos = `[...document.querySelectorAll('[data-testid="regular-providers"] svg')]`;
  const farBelow = await shopper.evaluate<boolean[]>(
    `${logos}.filter((svg) => svg.getBoundingClientRect().top > innerHeight * 2).map((svg) => svg.querySelector("use") !== null)`,
  );
  expect(farBelow.length, "logos far below the first screen").toBeGreaterThan(0);
  expect(farBelow.every((drawn) => !drawn)).toBe(true);
  await shopper.evaluate(`document.querySelector('[data-testid="regular-providers"]').scrollIntoView({ block: "start" })`);
  await shopper.waitFor("the logos in view to be drawn", () =>
    shopper.evaluate<boolean>(
      `${logos}.filter((svg) => { const { top } = svg.getBoundingClientRect(); return top >= 0 && top < innerHeight; }).every((svg) => svg.querySelector("use") !== null)`,
    ),
  );
});

test("the card fields ask for the numeric keyboard and name their autofill", async ({ shopper }) => {
  await shopper.goto("/payment/?product=vpn");
  await reachPaymentForm(shopper, "card-number-input");
  const fields = await shopper.evaluate<Record<string, { inputMode: string; autocomplete: string }>>(`Object.fromEntries(
    ["card-name-input", "card-number-input", "card-expiry-date-input", "card-cvv-input", "email-input"]
      .map((id) => [id, document.querySelector('[data-testid="' + id + '"]')])
      .filter(([, input]) => input)
      // The attribute as written: an engine's reflected property is "" for a token it does not
      // autofill (Firefox keeps no card security codes, so its input.autocomplete reads "").
      .map(([id, input]) => [id, { inputMode: input.inputMode, autocomplete: input.getAttribute("autocomplete") }]),
  )`);
  // The gateway's own processor takes a card without the name on it, so the form asks for none.
  expect(fields["card-name-input"]).toBeUndefined();
  expect(fields["card-number-input"]).toEqual({ inputMode: "numeric", autocomplete: "cc-number" });
  expect(fields["card-cvv-input"]).toEqual({ inputMode: "numeric", autocomplete: "cc-csc" });
  expect(fields["email-input"]).toEqual({ inputMode: "email", autocomplete: "email" });
  if (fields["card-expiry-date-input"]) expect(fields["card-expiry-date-input"]).toEqual({ inputMode: "numeric", autocomplete: "cc-exp" });
});

for (const locale of ["ar", "de", "ja", "ko"]) {
  test(`prices and dates in ${locale} read the same after hydration as in the server's page`, async ({ shopper }) => {
    await shopper.goto(`/${locale}/payment/?product=vpn`);
    await reachPaymentForm(shopper);
    const texts = await shopper.evaluate<{ server: string[]; client: string[] }>(`(async () => {
      const selector = '[data-testid^="period-"], [data-testid="order-renewal"], [data-testid="countdown"]';
      const read = (root) => [...root.querySelectorAll(selector)].map((element) => element.textContent.replace(/\\s+/g, " ").trim());
      const html = await (await fetch(location.href)).text();
      return { server: read(new DOMParser().parseFromString(html, "text/html")), client: read(document) };
    })()`);
    expect(texts.server.length).toBeGreaterThan(0);
    expect(texts.client).toEqual(texts.server);
  });
}
