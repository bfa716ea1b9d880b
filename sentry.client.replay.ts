/**
 * Session Replay, about half of the browser SDK's code, in a chunk of its own: `startSentry`
 * loads it with the page's first error event, so a page view without an error never does.
 */
export { replayIntegration } from "@sentry/browser";
