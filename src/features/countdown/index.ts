export { CountdownBanner } from "./countdown-banner";
export { countdownBadge, isCountdownActive, parseCountdownEnd, remainingMs, splitDuration, type CountdownBadge } from "./countdown";
