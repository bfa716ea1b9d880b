export { within, TOO_SLOW } from "./within";
