export { scrubText, scrubValue } from "./scrub-text";
