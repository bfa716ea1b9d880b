export { hydrateInTransition } from "./hydrate-in-transition";
export { afterFirstLayoutLoaderSource, scriptsAfterFirstLayout } from "./scripts-after-first-layout";
