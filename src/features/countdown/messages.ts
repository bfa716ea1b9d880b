import { defineMessages, type NoMessageValues } from "react-intl";
import type { CountdownBadge } from "./countdown";

export const countdownMessages = defineMessages<{
  endsIn: { time: string };
  clock: { hours: string; minutes: string; seconds: string };
  limited: NoMessageValues;
}>(
  {
    endsIn: { id: "countdown.endsIn", defaultMessage: "This offer ends in {time}", description: "Countdown banner with the time left" },
    clock: {
      id: "countdown.clock",
      defaultMessage: "{hours}:{minutes}:{seconds}",
      description:
        "The time left on the countdown as a clock; hours, minutes and seconds are two-digit numbers already written in the language's digits. Use the language's time separator",
    },
    limited: { id: "countdown.limited", defaultMessage: "Limited-time offer", description: "Countdown banner without a deadline" },
  },
  { typed: true },
);

export const countdownBadgeMessages = defineMessages<Record<CountdownBadge, NoMessageValues>>(
  {
    blackFriday: {
      id: "countdown.badge.blackFriday",
      defaultMessage: "Black Friday",
      description: "Badge on the offer countdown during the Black Friday sale",
    },
    cyberMonday: {
      id: "countdown.badge.cyberMonday",
      defaultMessage: "Cyber Monday",
      description: "Badge on the offer countdown during the Cyber Monday sale",
    },
    birthday: {
      id: "countdown.badge.birthday",
      defaultMessage: "Birthday sale",
      description: "Badge on the offer countdown during the company's birthday sale",
    },
  },
  { typed: true },
);
