import { lazyComponent } from "@/ui";

// Only pages with an offer countdown render the banner, so its code is a chunk of its own.
export const CountdownBanner = lazyComponent(() => import("./countdown-banner").then((module) => module.CountdownBanner));
export { countdownBadge, isCountdownActive, parseCountdownEnd, remainingMs, splitDuration, type CountdownBadge } from "./countdown";
