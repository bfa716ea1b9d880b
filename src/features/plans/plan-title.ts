import type { IntlShape } from "react-intl";
import { keptForPlan } from "./kept-texts";
import { planMessages } from "./messages";
import { formatQuota, productName, type ProductLineName } from "./product-name";
import { titleMessages } from "./title-messages";
import type { PricedPlan } from "./types";

type Attributes = readonly { name: string; value: string }[];

const attribute = (attributes: Attributes, name: string) => attributes.find((item) => item.name === name)?.value ?? null;

/** The product line a plan sells, read from its services' attributes. */
function lineOfPlan(plan: PricedPlan): ProductLineName {
  const attributes = plan.services.flatMap((service) => service.attributes);
  return {
    productGroup: plan.productGroup,
    tier: plan.tier,
    subgroup: attribute(attributes, "SUBGROUP"),
    quota: attribute(attributes, "QUOTA_STORAGE_SIZE"),
  };
}

/** A plan's title in the page's language ("NordVPN Plus, 1-year plan"); `addOn` for a cross-sell. */
export function planTitle(intl: IntlShape, plan: PricedPlan, addOn = false): string {
  return keptForPlan(intl, plan, addOn ? "add-on title" : "title", () =>
    intl.formatMessage(titleMessages.title, {
      product: productName(intl, lineOfPlan(plan)),
      period: intl.formatMessage(planMessages.periodPlan, { unit: plan.period.unit, interval: plan.period.interval }),
      addOn: addOn ? "yes" : "no",
    }),
  );
}

/** What a plan includes, named in the page's language; a service the catalogue does not know is left out. */
export function serviceNames(intl: IntlShape, plan: Pick<PricedPlan, "services">): readonly { key: string; name: string }[] {
  return keptForPlan(intl, plan, "services", () =>
    plan.services.flatMap((service) => {
      const name = intl.formatMessage(titleMessages.service, {
        service: service.identifier,
        subgroup: attribute(service.attributes, "SUBGROUP") ?? "",
        quota: formatQuota(intl, attribute(service.attributes, "QUOTA_STORAGE_SIZE")),
      });
      return name.trim() ? [{ key: service.identifier, name }] : [];
    }),
  );
}
