// Turbopack looks for an instrumentation file up the folder tree, so without this empty one the
// bare page would run the checkout's src/instrumentation.ts (its security headers, Sentry and
// OpenTelemetry) and stop being a bare Next.js page.
export function register() {}
