export { CountdownBanner } from "./countdown-banner";
export { isCountdownActive, parseCountdownEnd, remainingMs, splitDuration } from "./countdown";
