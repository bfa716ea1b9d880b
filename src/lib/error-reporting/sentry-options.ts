import type { Breadcrumb, ErrorEvent, Event, EventHint } from "@sentry/nextjs";
import { scrubText, scrubValue } from "@/contracts/scrub";
import { IGNORED_ERROR_MESSAGES, RELEASE_VERSION, SENTRY_OPTIONS } from "../telemetry-constants";
import { loggableUrl } from "../url";

type Attachment = NonNullable<EventHint["attachments"]>[number];
type Group = "contexts" | "extra";

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/**
 * The report's request without what a shopper typed or carried: no body (names, addresses,
 * postal codes), no cookies, and a query string without sensitive or personal parameters.
 */
function scrubRequest(request: NonNullable<Event["request"]>): Event["request"] {
  const { query_string: query, ...rest } = request;
  delete rest.data;
  delete rest.cookies;
  return typeof query === "string" && query !== "" ? { ...rest, query_string: loggableUrl(`?${query}`).slice(1) } : rest;
}

/** Every text an attachment holds, scrubbed like the report itself. */
function scrubAttachment(attachment: Attachment): Attachment {
  const text = typeof attachment.data === "string" ? attachment.data : new TextDecoder().decode(attachment.data);
  return { ...attachment, data: scrubText(text) };
}

/**
 * A context over 8000 characters travels as an attachment of its own (spec section 9), its place
 * in the report naming the file; so do the largest remaining ones while the report's contexts and
 * extra data together exceed the normalisation limit of 102400 bytes.
 */
function attachLargeContexts(event: Event): Attachment[] {
  const entries: Array<{ group: Group; name: string; json: string }> = [];
  for (const group of ["contexts", "extra"] as const) {
    for (const [name, value] of Object.entries(event[group] ?? {})) entries.push({ group, name, json: JSON.stringify(value) ?? "" });
  }
  entries.sort((a, b) => b.json.length - a.json.length);
  let total = entries.reduce((sum, entry) => sum + byteLength(entry.json), 0);
  const attachments: Attachment[] = [];
  for (const { group, name, json } of entries) {
    if (json.length <= SENTRY_OPTIONS.contextAttachmentChars && total <= SENTRY_OPTIONS.normalizedMaxBytes) break;
    const filename = `${group}-${name}.json`;
    attachments.push({ filename, data: json, contentType: "application/json" });
    (event[group] as Record<string, unknown>)[name] = { attachment: filename };
    total -= byteLength(json);
  }
  return attachments;
}

/**
 * The one last step of every error report, browser and server: sensitive parameters, e-mail
 * addresses, card numbers, cookies and the `x-user-token` header removed from its URL,
 * breadcrumbs, request data, contexts and attachments; large contexts as attachments.
 */
export function prepareReport<T extends Event>(event: T, hint: EventHint): T {
  const { sdkProcessingMetadata, ...report } = event;
  const scrubbed = { ...scrubValue(report), sdkProcessingMetadata } as T;
  if (scrubbed.request) scrubbed.request = scrubRequest(scrubbed.request);
  const attachments = attachLargeContexts(scrubbed);
  hint.attachments = [...(hint.attachments ?? []).map(scrubAttachment), ...attachments];
  return scrubbed;
}

/** A transaction keeps at most 1000 child spans (spec section 9), scrubbed like an error report. */
export function prepareTransaction<T extends Event>(event: T, hint: EventHint): T {
  const spans =
    event.spans && event.spans.length > SENTRY_OPTIONS.maxChildSpans ? event.spans.slice(0, SENTRY_OPTIONS.maxChildSpans) : event.spans;
  return prepareReport({ ...event, spans }, hint);
}

/**
 * What the browser and the server SDK share (spec section 9); each adds its own integrations.
 * Nothing about transactions: the browser's traces are OpenTelemetry's, so its SDK makes none.
 */
export function sentryOptions({ dsn, environment }: { dsn: string; environment: string }) {
  return {
    dsn,
    environment,
    release: `checkout@${RELEASE_VERSION}`,
    maxBreadcrumbs: SENTRY_OPTIONS.maxBreadcrumbs,
    normalizeDepth: SENTRY_OPTIONS.normalizeDepth,
    normalizeMaxBreadth: SENTRY_OPTIONS.normalizeMaxBreadth,
    ignoreErrors: IGNORED_ERROR_MESSAGES,
    beforeSend: (event: ErrorEvent, hint: EventHint): ErrorEvent => prepareReport(event, hint),
    beforeBreadcrumb: (breadcrumb: Breadcrumb): Breadcrumb => scrubValue(breadcrumb),
  };
}

/** The server's options: the shared ones, and how its transactions leave when tracing is on. */
export function serverSentryOptions(settings: { dsn: string; environment: string }) {
  return {
    ...sentryOptions(settings),
    // Transactions with their child spans (at most 1000 each), so beforeSendTransaction sees them all.
    traceLifecycle: "static" as const,
    beforeSendTransaction: prepareTransaction,
  };
}
