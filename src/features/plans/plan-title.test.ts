import { describe, expect, it } from "vitest";
import { testIntl } from "@/test/test-intl";
import { planTitle, serviceNames } from "./plan-title";
import { productName } from "./product-name";
import { testPlan } from "./test-plans";
import type { Plan } from "./types";

const services = (...list: [string, string?, string?][]): Plan["services"] =>
  list.map(([identifier, name, value]) => ({ identifier, attributes: name && value ? [{ name: name as never, value }] : [] }));

const vpnPlus = testPlan("vpn-plus-1y", {
  tier: "PLUS",
  services: services(["vpn"], ["threat_protection"], ["password_manager", "SUBGROUP", "individual"]),
});
const lockerAddOn = testPlan("locker-xs-2y", {
  productGroup: "LOCKER",
  services: services(["file_locker", "QUOTA_STORAGE_SIZE", "500 gigabyte"]),
});
const passFamily = testPlan("pass-family-1m", { productGroup: "PASS", services: services(["password_manager", "SUBGROUP", "family"]) });

describe("planTitle", () => {
  it("composes the title from the plan's typed data, never the API's English displayTitle", () => {
    expect(planTitle(testIntl("en"), vpnPlus)).toBe("NordVPN Plus, 1-year plan");
    expect(planTitle(testIntl("de"), vpnPlus)).toBe("NordVPN Plus, 1-Jahres-Tarif");
    expect(planTitle(testIntl("ja"), vpnPlus)).toBe("NordVPN Plus（1年プラン）");
  });

  it("marks an add-on and writes its storage quota as the language does", () => {
    expect(planTitle(testIntl("en"), lockerAddOn, true)).toBe("NordLocker 500 GB add-on, 2-year plan");
    expect(planTitle(testIntl("fr"), lockerAddOn, true)).toMatch(/^Module complémentaire NordLocker 500 Go, /);
    expect(planTitle(testIntl("de"), lockerAddOn, true)).not.toContain("add-on");
  });

  it("writes a quota in any data-size unit as terabytes or gigabytes, converted by steps of 1024", () => {
    const intl = testIntl("en");
    expect(productName(intl, { productGroup: "LOCKER", quota: "1024 gigabyte" })).toBe("NordLocker 1 TB");
    expect(productName(intl, { productGroup: "LOCKER", quota: "512 megabyte" })).toBe("NordLocker 0.5 GB");
    expect(productName(intl, { productGroup: "LOCKER", quota: "1 petabyte" })).toBe("NordLocker 1,024 TB");
    expect(productName(intl, { productGroup: "LOCKER", quota: "1536 gigabyte" })).toBe("NordLocker 1.5 TB");
    expect(productName(testIntl("fr"), { productGroup: "LOCKER", quota: "2048 gigabyte" })).toBe("NordLocker 2 To");
    expect(productName(intl, { productGroup: "LOCKER", quota: "500 parsecs" }).trim()).toBe("NordLocker");
  });

  it("names the password manager's family plan and every product group", () => {
    expect(planTitle(testIntl("en"), passFamily)).toBe("NordPass Family, 1-month plan");
    const intl = testIntl("en");
    expect(productName(intl, { productGroup: "NORDPROTECT" })).toBe("NordProtect");
    expect(productName(intl, { productGroup: "INCOGNI" })).toBe("Incogni");
    expect(productName(intl, { productGroup: "VPN", tier: "ULTIMATE" })).toBe("NordVPN Ultimate");
    expect(productName(intl, { productGroup: "LOCKER", quota: "2 terabyte" })).toBe("NordLocker 2 TB");
  });

  it("never shows an English title in any locale but English", () => {
    for (const locale of ["da", "de", "es", "fr", "it", "ja", "ko", "pl", "ru", "tr", "zh", "ar", "he"]) {
      const title = planTitle(testIntl(locale), vpnPlus);
      expect(title, locale).toContain("NordVPN Plus");
      expect(title, locale).not.toContain("year plan");
    }
  });
});

describe("serviceNames", () => {
  it("names what a plan includes in the page's language and leaves out a service it does not know", () => {
    const plan = {
      services: services(["identity_protection"], ["data_removal"], ["password_manager", "SUBGROUP", "family"], ["teleporter"]),
    };
    expect(serviceNames(testIntl("en"), plan).map((service) => service.name)).toEqual([
      "NordProtect identity protection",
      "Incogni data removal",
      "NordPass Family (6 users)",
    ]);
    expect(serviceNames(testIntl("de"), plan).map((service) => service.name)).toEqual([
      "NordProtect-Identitätsschutz",
      "Incogni-Datenentfernung",
      "NordPass Family (6 Nutzer)",
    ]);
  });
});
