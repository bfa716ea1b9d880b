/**
 * Session Replay, about half of the browser SDK's code, in a chunk of its own: `initSentry`
 * loads it in a later idle moment, so no single task evaluates the whole SDK.
 */
export { replayIntegration } from "@sentry/nextjs";
