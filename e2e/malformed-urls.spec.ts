import { expect, test } from "./fixtures";

const HOSTILE = [
  "/%E0%A4%A/",
  "/payment/%",
  "/payment/?product=%",
  "/payment/?product[]=vpn&product[]=pass",
  "/payment/?currency=<script>alert(1)</script>",
  "/payment/?locale[]=de",
  "/payment/?locale=%00",
  "/de/payment/?product_filters={bad json",
  "/payment/?" + "a=1&".repeat(1200),
  "/payment/?coupon=" + "A".repeat(5000),
  "/ar/%2e%2e/%2e%2e/etc/passwd",
  "/payment/?product=\u202Evpn",
];

test("malformed addresses never produce a server error", async ({ request }) => {
  for (const path of HOSTILE) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
});
