import { useEffect } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { brandFromQuery } from "@/features/brand";
import { normalizeProductKey, useCheckoutQuery } from "@/features/checkout-query";
import { Stepper } from "@/features/payments";
import { cardSurface, clientOnlyComponent, Loader, space, theme, useHydrated } from "@/ui";
import type { AppPlatform } from "./app-platform";
import { ContinueLink } from "./continue-link";
import { claimConversion } from "./conversion-log";
import { orderStatusMessages as m } from "./messages";
import type { OrderDetails } from "./order-details";
import { OrderMissing } from "./order-missing";
import { useOrderPolling } from "./use-order-polling";
import { useSuccessCart } from "./use-success-cart";

// Only a guest's browser needs the account section, and only once the order is paid.
const SignupSection = clientOnlyComponent(() => import("@/features/signup").then((module) => module.SignupSection));
// The order is read in the browser (its cart is in this tab's storage), so the server never draws
// the receipt or the app links: their code loads while the order is asked for.
const loadReceipt = () => import("./order-receipt");
const loadDownloads = () => import("./app-downloads");
const OrderReceipt = clientOnlyComponent(() => loadReceipt().then((module) => module.OrderReceipt));
const AppDownloads = clientOnlyComponent(() => loadDownloads().then((module) => module.AppDownloads));

const Page = styled.section`
  display: grid;
  gap: ${space(6)};
  max-inline-size: 640px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(10)};
`;

// A long e-mail address wraps instead of widening the page on a phone.
// The minimum height is room for what loads into the card; the rows keep their own heights.
const Card = styled.div`
  display: grid;
  gap: ${space(4)};
  padding: ${space(6)};
  ${cardSurface}
  min-block-size: 240px;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  align-content: start;

  h1 {
    font-size: ${theme.font.size.xl};
  }
  h2 {
    font-size: ${theme.font.size.md};
  }
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
  /** The shopper's device for the app download, told from the User-Agent on the server. */
  platform?: AppPlatform | null;
}

/** `conversion` once per paid order (local storage remembers the orders already counted). */
function useConversion(order: OrderDetails | null) {
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
}

/**
 * /success/: for a paid order, the confirmation and its receipt, for a guest the account the
 * purchase joined (and the new account's password), the app for this device and how to sign in,
 * `conversion` once per order, and "Continue" when the link that started the checkout named an
 * allowed next address. Without a paid order it says so and leads back to the checkout; a pending
 * one goes to /pending/, which waits for it.
 */
export function SuccessScreen({ continueUrl = null, platform = null }: SuccessScreenProps) {
  const intl = useIntl();
  const { appCtx } = useAppContext();
  const { query, update } = useCheckoutQuery();
  const hydrated = useHydrated();
  const cartId = useSuccessCart();
  const polled = useOrderPolling(cartId, "processing");
  const settled = polled.status === "settled" ? polled.order : null;
  const order = settled?.status === "paid" ? settled : null;
  useConversion(order);

  // Asked for at once, with the order, so the receipt does not wait for its code once the order is there.
  useEffect(() => {
    void loadReceipt();
    void loadDownloads();
  }, []);

  const pending = settled?.status === "pending";
  useEffect(() => {
    if (pending && cartId) void update({ cart_id: cartId }, { pathname: "/pending/", method: "replace" });
  }, [cartId, pending, update]);

  // The page wears the brand of what was bought: a NordPass order ends on a NordPass page. The
  // address usually names it already (the success step keeps `product`); a cart's return to the
  // payment step leaves it out, so the order puts it back. A plan's identifier starts with its
  // product key (`pass-family-1y`).
  const mainPlan = order?.products[0]?.plan_identifier;
  const bought = normalizeProductKey(mainPlan?.split("-")[0]);
  useEffect(() => {
    if (bought && query.product !== bought) void update({ product: bought });
  }, [bought, query.product, update]);

  // The cart is in this tab's storage, which the server cannot read: the first paint waits for it.
  const checking = !hydrated || polled.status === "waiting" || pending;
  if (!checking && !order) {
    return (
      <Page data-testid="success-step">
        <Card data-testid="success-no-order" data-section="success">
          <OrderMissing cartId={settled ? settled.cart_id : null} />
        </Card>
      </Page>
    );
  }
  return (
    <Page data-testid="success-step">
      <Stepper step="done" />
      <Card aria-busy={checking} data-section="success">
        {order ? <Check aria-hidden>✓</Check> : null}
        <h1>{intl.formatMessage(order ? m.successTitle : m.checkingTitle)}</h1>
        {order ? <OrderReceipt order={order} /> : <Loader size="medium" label={intl.formatMessage(m.checkingTitle)} />}
        {continueUrl && order ? <ContinueLink href={continueUrl} /> : null}
      </Card>
      {order && cartId && !appCtx.user ? (
        <Card as="section">
          <SignupSection cartId={cartId} email={order.email} provider={brandFromQuery({ product: bought }).name} />
        </Card>
      ) : null}
      {order ? (
        <Card as="aside" data-testid="success-apps" data-section="apps">
          <AppDownloads mainPlan={mainPlan} orderId={order.order_id} email={order.email} platform={platform} />
        </Card>
      ) : null}
    </Page>
  );
}
