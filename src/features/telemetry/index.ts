export { useTelemetry } from "./use-telemetry";
