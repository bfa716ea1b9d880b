export { useAttribution } from "./use-attribution";
