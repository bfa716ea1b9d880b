import { useEffect, useState } from "react";
import { defineMessages, useIntl, type NoMessageValues } from "react-intl";
import styled from "styled-components";
import { space, theme } from "@/ui";
import { isCountdownActive, remainingMs, splitDuration } from "./countdown";

const messages = defineMessages<{ endsIn: { time: string }; limited: NoMessageValues }>(
  {
    endsIn: { id: "countdown.endsIn", defaultMessage: "This offer ends in {time}", description: "Countdown banner with the time left" },
    limited: { id: "countdown.limited", defaultMessage: "Limited-time offer", description: "Countdown banner without a deadline" },
  },
  { typed: true },
);

const Banner = styled.p`
  padding: ${space(2)} ${space(4)};
  border-radius: ${theme.radius.card};
  background: ${theme.color.infoSurface};
  color: ${theme.color.info};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

const pad = (value: number) => String(value).padStart(2, "0");

/** The offer countdown of the app context, ticking each second until it reaches zero. */
export function CountdownBanner({ endTime }: { endTime: number | null }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const ticking = endTime !== null && endTime > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  if (!isCountdownActive(endTime, now) || endTime === null) return null;
  if (endTime === 0) return <Banner data-testid="countdown">{intl.formatMessage(messages.limited)}</Banner>;
  const { hours, minutes, seconds } = splitDuration(remainingMs(endTime, now));
  return (
    <Banner data-testid="countdown" role="timer">
      {/* The server and the browser read different clocks; the browser's seconds win. */}
      <span suppressHydrationWarning>
        {intl.formatMessage(messages.endsIn, { time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` })}
      </span>
    </Banner>
  );
}
