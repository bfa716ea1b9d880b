export { landingAttribution } from "./landing-attribution";
