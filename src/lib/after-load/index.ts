export { afterPageLoad } from "./after-page-load";
