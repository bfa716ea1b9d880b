export { startServerTelemetry, traceHeaders } from "./server-telemetry";
