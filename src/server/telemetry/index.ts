// Only what every request uses: the OpenTelemetry SDK and its exporter (about 1 MiB of module
// source) load from ./server-telemetry when instrumentation.ts starts telemetry, never otherwise.
export { traceHeaders } from "./trace-headers";
