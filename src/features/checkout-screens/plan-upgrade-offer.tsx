import { useRouter } from "next/router";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { withoutRenderNeutralParams } from "@/lib/url";
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

const Added = styled.ul`
  margin: 0;
  padding-inline-start: ${space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

interface PlanUpgradeOfferProps {
  /** The next plan's name. */
  title: string;
  /** What it costs more than the chosen plan, formatted. */
  amount: string;
  /** The services it adds to the chosen plan. */
  added: readonly { key: string; name: string }[];
  /** The address parameters that choose it. */
  choice: Readonly<Record<string, string>>;
  onUpgrade: () => void;
}

/** A product name in Unicode isolates, so a right-to-left sentence keeps "NordVPN Plus, 1-year plan" in one piece. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** The same page with the upgrade chosen: what the link opens before the page's code is in. */
function upgradeHref(asPath: string, locale: string, choice: Readonly<Record<string, string>>): string {
  // Without click ids, as the server renders the page (src/lib/url/render-neutral-params.ts).
  const url = new URL(withoutRenderNeutralParams(asPath), "http://checkout.invalid");
  for (const [name, value] of Object.entries(choice)) url.searchParams.set(name, value);
  return `${localizePath(url.pathname, locale)}${url.search}`;
}

/**
 * The planUpgrade flag's offer: the next tier of the same period, what it adds and what it costs
 * more, from ready values. The choice is a link, which works as the server drew it even before
 * the page's code is in, and moves through the address like a tier card once it is.
 */
export function PlanUpgradeOffer({ title, amount, added, choice, onUpgrade }: PlanUpgradeOfferProps) {
  const intl = useIntl();
  const router = useRouter();
  return (
    <Offer data-testid="plan-upgrade-offer" aria-label={title}>
      <strong>{intl.formatMessage(checkoutPageMessages.upgradeOffer, { plan: isolated(title), amount: isolated(amount) })}</strong>
      {added.length > 0 ? (
        <Added>
          {added.map((service) => (
            <li key={service.key}>{service.name}</li>
          ))}
        </Added>
      ) : null}
      <ButtonLink
        variant="secondary"
        data-testid="plan-upgrade-button"
        href={upgradeHref(router.asPath, router.locale ?? DEFAULT_LOCALE, choice)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onUpgrade();
        }}
      >
        {intl.formatMessage(checkoutPageMessages.upgradeButton, { plan: isolated(title) })}
      </ButtonLink>
    </Offer>
  );
}
