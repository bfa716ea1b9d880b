export { afterLoadEvent, afterPageLoad } from "./after-page-load";
