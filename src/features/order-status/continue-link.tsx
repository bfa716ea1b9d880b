import { useIntl } from "react-intl";
import { addTrackingOnFollow } from "@/features/analytics";
import { ButtonLink } from "@/ui";
import { orderStatusMessages as m } from "./messages";

/**
 * The success step's "Continue": back to the sister site that started the checkout. It leaves
 * the checkout, so `nv_tri` and `nv_trs` go with it (spec 2.3), added as it is followed so the
 * server-rendered link and the hydrated one stay identical.
 */
export function ContinueLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <ButtonLink href={href} data-testid="success-continue-link" onClick={addTrackingOnFollow} onAuxClick={addTrackingOnFollow}>
      {intl.formatMessage(m.continue)}
    </ButtonLink>
  );
}
