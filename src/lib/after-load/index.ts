export { afterLoadEvent, afterPageLoad } from "./after-page-load";
export { onFirstIntent } from "./on-first-intent";
export { onIntentOrNear } from "./on-intent-or-near";
export { useAfterPageLoad, type LoadStarter } from "./use-after-page-load";
export { startInTurn, type Start } from "./start-in-turn";
export { nextTask } from "./next-task";
