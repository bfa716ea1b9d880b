export { FILTERED, scrubText, scrubValue } from "./scrub-text";
