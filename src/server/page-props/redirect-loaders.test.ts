// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPageBackends, type PageBackends } from "@/test/page-backends";
import { loadPage } from "@/test/page-context";

let backends: PageBackends;
let dashboard: import("next").GetServerSideProps<import("@/features/app-context").PageProps>;

beforeAll(async () => {
  backends = await startPageBackends();
  const { consumingParams, createGetServerSideProps } = await import("./index");
  const { dashboardRedirect } = await import("./redirect-loaders");
  // As src/pages/dashboard.tsx builds it: the trusted token is the dashboard's, passed on.
  dashboard = createGetServerSideProps(consumingParams(["trusted_pass_token"], dashboardRedirect));
}, 60_000);

afterAll(() => backends.dispose());

describe("/dashboard/: the handoff to the provider's account dashboard", () => {
  it("passes on only the handoff's parameters, encoded, to DASHBOARD_URL", async () => {
    const { redirect } = await loadPage(dashboard, "/dashboard/?owner_id=own_1&trusted_pass_token=tpt%26x%3D1&nv_tri=t1&next=https%3A%2F%2Fevil.example&email=ann%40example.com");
    const destination = new URL(redirect!.destination);
    expect(`${destination.origin}${destination.pathname}`).toBe(`${backends.sandbox.url}/dashboard/`);
    expect(Object.fromEntries(destination.searchParams)).toEqual({ owner_id: "own_1", trusted_pass_token: "tpt&x=1", nv_tri: "t1" });
  });

  it("drops a repeated or oversized value instead of failing", async () => {
    const { redirect } = await loadPage(dashboard, `/dashboard/?owner_id=a&owner_id=b&nv_trs=${"x".repeat(600)}`);
    expect(redirect?.destination).toBe(`${backends.sandbox.url}/dashboard/`);
  });
});
