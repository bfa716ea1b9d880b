import { createServer } from "node:http";

/** A plans query the sandbox answers with a package, a coupon and cross-sells (about 25 kB). */
export const VPN_PLANS_QUERY = {
  countryCode: "US",
  currencyCode: "EUR" as const,
  packageId: "vpn",
  filters: null,
  coupon: "SAVE20",
  crossSellPackageId: "vpn-cross-sell",
  knowledgeBaseVersion: null,
};

/** What the pricing API in front of the sandbox does with the next calls. */
export type PricingMode = "pass" | "slow" | "fail";

/**
 * A pricing API in front of the sandbox's that a test makes slow (1.5 s an answer) or failing
 * (500) between calls. Its `url` is the GraphQL endpoint.
 */
export async function switchablePricing(sandboxUrl: string): Promise<{ url: string; mode: PricingMode; close: () => Promise<void> }> {
  const front = createServer(async (req, res) => {
    if (pricing.mode === "fail") return void res.writeHead(500, { "content-type": "text/plain" }).end("down");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (pricing.mode === "slow") await new Promise((resolve) => setTimeout(resolve, 1_500));
    const answer = await fetch(`${sandboxUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const pricing = {
    url: `http://127.0.0.1:${(front.address() as { port: number }).port}/graphql`,
    mode: "pass" as PricingMode,
    close: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
  return pricing;
}
