import { useEffect } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { brandFromQuery } from "@/features/brand";
import { Stepper } from "@/features/payments";
import { formatPrice } from "@/lib/money";
import { ButtonLink, clientOnlyComponent, Loader, media, space, theme } from "@/ui";
import { claimConversion } from "./conversion-log";
import { desktopLinks } from "./desktop-links";
import { orderStatusMessages as m } from "./messages";
import { useOrderPolling } from "./use-order-polling";
import { useSuccessCart } from "./use-success-cart";

// Only a guest's browser needs the account section, and only once the order is paid.
const SignupSection = clientOnlyComponent(() => import("@/features/signup").then((module) => module.SignupSection));

const Page = styled.section`
  display: grid;
  gap: ${space(6)};
  max-inline-size: 640px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(10)};
`;

const Card = styled.div`
  display: grid;
  gap: ${space(4)};
  padding: ${space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  min-block-size: 240px;
  /* The minimum height is room for what loads into the card; the rows keep their own heights. */
  align-content: start;

  h1 { font-size: ${theme.font.size.xl}; }
  h2 { font-size: ${theme.font.size.md}; }
`;

const Products = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li, div { display: flex; justify-content: space-between; gap: ${space(4)}; }
  div { padding-block-start: ${space(2)}; border-block-start: 1px solid ${theme.color.border}; font-weight: ${theme.font.weight.bold}; }
`;

const Actions = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.sm`grid-template-columns: 1fr 1fr;`}
`;

const Check = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: 50%;
  background: ${theme.color.successSurface};
  color: ${theme.color.success};
  font-size: ${theme.font.size.xl};
`;

interface SuccessScreenProps {
  /** Where "Continue" leads: an allow-listed `success_uri` or `redirect_uri`, checked on the server. */
  continueUrl?: string | null;
}

/**
 * /success/: the confirmation, what was bought, for a guest how to log in to the account the
 * purchase joined (and the new account's password), the desktop-app links, `conversion` once per
 * order, and "Continue" when the link that started the checkout named an allowed next address.
 */
export function SuccessScreen({ continueUrl = null }: SuccessScreenProps) {
  const intl = useIntl();
  const { appCtx } = useAppContext();
  const cartId = useSuccessCart();
  const polled = useOrderPolling(cartId, "processing");
  const order = polled.status === "settled" && polled.order.status === "paid" ? polled.order : null;

  useEffect(() => {
    if (!order || !claimConversion(order.order_id)) return;
    track("conversion", {
      currency: order.currency,
      plan: order.products[0]?.plan_identifier,
      plans_selected: order.products.map((product) => product.plan_identifier),
      payments_selected: order.provider,
      ...(order.coupon ? { coupon_code: order.coupon } : {}),
    });
  }, [order]);

  const links = order ? desktopLinks(order.products[0]?.plan_identifier, order.order_id) : null;
  const loading = polled.status === "waiting" && cartId !== undefined;
  return (
    <Page data-testid="success-step">
      <Stepper step="done" />
      <Card data-section="success">
        <Check aria-hidden>✓</Check>
        <h1>{intl.formatMessage(m.successTitle)}</h1>
        {loading ? <Loader size="medium" /> : null}
        {!loading && !order ? <p>{intl.formatMessage(m.successGeneric)}</p> : null}
        {order ? (
          <>
            <p data-testid="success-email">{intl.formatMessage(m.successEmail, { email: order.email })}</p>
            <h2>{intl.formatMessage(m.purchased)}</h2>
            <Products>
              {order.products.map((product) => (
                <li key={product.plan_identifier} data-testid="success-product">
                  <span>{product.title}</span>
                  <span>{formatPrice(product.amount + product.tax, order.currency, intl.locale)}</span>
                </li>
              ))}
              <div>
                <span>{intl.formatMessage(m.total)}</span>
                <span data-testid="success-total">{formatPrice(order.total, order.currency, intl.locale)}</span>
              </div>
            </Products>
          </>
        ) : null}
        {continueUrl && !loading ? (
          <ButtonLink href={continueUrl} data-testid="success-continue-link">{intl.formatMessage(m.continue)}</ButtonLink>
        ) : null}
      </Card>
      {order && cartId && !appCtx.user ? (
        // The main plan's identifier starts with its product key (`pass-family-1y`): the brand of what was bought.
        <Card as="section">
          <SignupSection cartId={cartId} email={order.email} provider={brandFromQuery({ product: order.products[0]?.plan_identifier.split("-")[0] }).name} />
        </Card>
      ) : null}
      {links ? (
        <Card as="aside" data-section="apps">
          <p>{intl.formatMessage(m.appHint)}</p>
          <Actions>
            <ButtonLink href={links.openApp} data-testid="open-app-link">{intl.formatMessage(m.openApp)}</ButtonLink>
            <ButtonLink href={links.claimPurchase} variant="secondary" data-testid="claim-purchase-link">
              {intl.formatMessage(m.claimPurchase)}
            </ButtonLink>
          </Actions>
        </Card>
      ) : null}
    </Page>
  );
}
