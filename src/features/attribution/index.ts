export { attributionLanding } from "./landing";
export { startAttribution } from "./start-attribution";
export type { Landing } from "./attribution-record";
