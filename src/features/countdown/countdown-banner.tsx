import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { space, theme } from "@/ui";
import { countdownBadge, formatTimeLeft, isCountdownActive, remainingMs } from "./countdown";
import { countdownBadgeMessages as badgeMessages, countdownMessages as messages } from "./messages";

const Badge = styled.span`
  display: inline-block;
  margin-inline-end: ${space(2)};
  padding: 0 ${space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.info};
  color: ${theme.color.accentText};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;

const Banner = styled.p`
  padding: ${space(2)} ${space(4)};
  border-radius: ${theme.radius.card};
  background: ${theme.color.infoSurface};
  color: ${theme.color.info};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

/**
 * The offer countdown of the app context, ticking each second until it reaches zero, with the
 * sale's badge when its flag is on (spec section 9).
 */
export function CountdownBanner({ endTime }: { endTime: number | null }) {
  const intl = useIntl();
  const badge = countdownBadge(useAppContext().appCtx.featureFlags);
  const badgeElement = badge ? <Badge data-testid="countdown-badge">{intl.formatMessage(badgeMessages[badge])}</Badge> : null;
  const [now, setNow] = useState(() => Date.now());
  const ticking = endTime !== null && endTime > 0;
  const shown = isCountdownActive(endTime, now);

  // The offer is part of what the shopper saw: analytics hear of it with its sale badge.
  useEffect(() => {
    if (shown) track("show", { element_name: badge ? `countdown-${badge}` : "countdown" });
  }, [shown, badge]);

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  if (!shown || endTime === null) return null;
  if (endTime === 0) {
    return (
      <Banner data-testid="countdown">
        {badgeElement}
        {intl.formatMessage(messages.limited)}
      </Banner>
    );
  }
  return (
    <Banner data-testid="countdown" role="timer">
      {badgeElement}
      {/* The server and the browser read different clocks; the browser's seconds win. */}
      <span suppressHydrationWarning>{intl.formatMessage(messages.endsIn, { time: formatTimeLeft(intl, remainingMs(endTime, now)) })}</span>
    </Banner>
  );
}
