import { useRouter } from "next/router";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useFormatPrice } from "@/features/i18n";
import { subgroupOf, type Plan } from "@/features/plans";
import { shownAmount, type PriceTaxView } from "@/features/taxes";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { ButtonLink, space, theme } from "@/ui";
import { checkoutPageMessages } from "./messages";

const Offer = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px dashed ${theme.color.accent};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

const Services = styled.ul`
  margin: 0;
  padding-inline-start: ${space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

interface PlanUpgradeOfferProps {
  plan: Plan;
  upgrade: Plan;
  /** How prices are shown (with or without tax), as on the plan cards. */
  view: PriceTaxView;
  onUpgrade: (plan: Plan) => void;
}

/** The same page with the upgrade chosen: what the link opens before the page's code is in. */
function upgradeHref(asPath: string, locale: string, upgrade: Plan): string {
  const url = new URL(asPath, "http://checkout.invalid");
  url.searchParams.set("product_period", upgrade.period.identifier);
  const subgroup = subgroupOf(upgrade);
  if (subgroup) url.searchParams.set("product_subgroup", subgroup);
  return `${localizePath(url.pathname, locale)}${url.search}`;
}

/**
 * The planUpgrade flag's offer: the next tier of the same period, what it adds and what it costs more.
 * Its own chunk (most pages never show it): the choice is a link, which works as drawn by the
 * server even before that chunk is in, and moves through the address like a tier card once it is.
 */
export default function PlanUpgradeOffer({ plan, upgrade, view, onUpgrade }: PlanUpgradeOfferProps) {
  const intl = useIntl();
  const router = useRouter();
  const format = useFormatPrice();
  const currency = plan.price.currencyCode;
  const difference = shownAmount(upgrade.price.total, currency, view) - shownAmount(plan.price.total, currency, view);
  const included = new Set(plan.services.map((service) => service.identifier));
  const added = upgrade.services.filter((service) => !included.has(service.identifier));
  return (
    <Offer data-testid="plan-upgrade-offer" aria-label={upgrade.displayTitle}>
      <strong>{intl.formatMessage(checkoutPageMessages.upgradeOffer, { plan: upgrade.displayTitle, amount: format(difference, currency) })}</strong>
      {added.length > 0 ? (
        <Services>
          {added.map((service) => (
            <li key={service.identifier}>{service.title}</li>
          ))}
        </Services>
      ) : null}
      <ButtonLink
        variant="secondary"
        data-testid="plan-upgrade-button"
        href={upgradeHref(router.asPath, router.locale ?? DEFAULT_LOCALE, upgrade)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onUpgrade(upgrade);
        }}
      >
        {intl.formatMessage(checkoutPageMessages.upgradeButton, { plan: upgrade.displayTitle })}
      </ButtonLink>
    </Offer>
  );
}
