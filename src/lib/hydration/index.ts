export { hydrateInTransition } from "./hydrate-in-transition";
