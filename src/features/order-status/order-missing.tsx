import { useRouter } from "next/router";
import { useIntl } from "react-intl";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { ButtonLink } from "@/ui";
import { orderStatusMessages as m } from "./messages";

interface OrderMissingProps {
  /** The cart of an order that exists but is not paid; null when there is no order at all. */
  cartId: string | null;
}

/**
 * The success step without a paid order says so, never "your payment went through": an unpaid
 * order leads back to its payment step (the cart is shown again, to pay for it), no order at all
 * to the checkout's start.
 */
export function OrderMissing({ cartId }: OrderMissingProps) {
  const intl = useIntl();
  const locale = useRouter().locale ?? DEFAULT_LOCALE;
  const href = cartId ? `/payment/?cart_id=${encodeURIComponent(cartId)}` : "/";
  return (
    <>
      <h1>{intl.formatMessage(cartId ? m.notPaidTitle : m.noOrderTitle)}</h1>
      <p>{intl.formatMessage(cartId ? m.notPaidText : m.noOrderText)}</p>
      <ButtonLink href={localizePath(href, locale)} data-testid="success-back-link">
        {intl.formatMessage(cartId ? m.backToPayment : m.toCheckout)}
      </ButtonLink>
    </>
  );
}
