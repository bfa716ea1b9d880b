import { USER_TOKEN_HEADER } from "@/contracts/checkout-api";
import { loggableUrl } from "@/lib/url";
import { traceHeaders } from "@/server/telemetry";
import { buildRequestUrl, type RequestQuery } from "./build-request-url";
import { isTimeoutReason } from "./request-budget";
import {
  ABORTED_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  RequestError,
  type HttpMethod,
  type RequestErrorDetails,
  type RequestErrorKind,
} from "./request-error";

export const DEFAULT_TIMEOUT_MS = 10_000;
export const EXPERIMENT_HEADER = "x-experiment";
export const FORWARDED_USER_AGENT_HEADER = "X-Forwarded-User-Agent";

export interface RequestConfig {
  /** The application base address that relative paths are joined to. */
  baseUrl: string;
  /** The `token` cookie of the shopper's request, sent as x-user-token. */
  userToken?: string;
  /** The active experiment, sent as x-experiment. */
  experiment?: string;
  /** The shopper's browser, forwarded as X-Forwarded-User-Agent. */
  userAgent?: string;
  timeoutMs?: number;
  /** Cancels every call (the incoming request's budget: a TimeoutError reason counts as a timeout). */
  signal?: AbortSignal;
  /** For tests and instrumentation; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: HttpMethod;
  query?: RequestQuery;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call from outside (e.g. the shopper's request was closed). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface RequestResult<Data> {
  /** The JSON answer (text when the answer is not JSON); null for 204 or an empty body. */
  data: Data | null;
  status: number;
  statusText: string;
  headers: Headers;
}

/** Sends one call to a backend and reads its answer; made by `createRequest` with the caller's config. */
export type RequestSender = <Data = unknown>(path: string, options?: RequestOptions) => Promise<RequestResult<Data>>;

// A header value with a line break or other control character makes fetch throw; a tampered
// cookie or user agent must cost only its own header, not the call.
const VALID_HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function defaultHeaders({ userToken, experiment, userAgent }: RequestConfig): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  const optional: [string, string | undefined][] = [
    [USER_TOKEN_HEADER, userToken],
    [EXPERIMENT_HEADER, experiment],
    [FORWARDED_USER_AGENT_HEADER, userAgent],
  ];
  for (const [name, value] of optional) if (value && VALID_HEADER_VALUE.test(value)) headers[name] = value;
  return headers;
}

async function readData(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === "") return null;
  if (!/json/i.test(response.headers.get("content-type") ?? "")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A broken JSON answer is still worth seeing in the error report.
    return text;
  }
}

/**
 * The request helper of spec section 7 for every server-side call and /api route: JSON in and
 * out, the shopper's token, experiment and user agent forwarded, a time limit on every call, and
 * any failure thrown as a RequestError whose URL carries no sensitive parameter and no personal data.
 */
export function createRequest(config: RequestConfig): RequestSender {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const baseHeaders = defaultHeaders(config);

  return async function request<Data>(path: string, options: RequestOptions = {}): Promise<RequestResult<Data>> {
    const method = options.method ?? "GET";
    const url = buildRequestUrl(config.baseUrl, path, options.query);
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const fail = (kind: RequestErrorKind, message: string, details: Partial<RequestErrorDetails> = {}) =>
      new RequestError({
        kind,
        method,
        url: loggableUrl(url),
        status: details.status ?? 0,
        statusText: details.statusText ?? "",
        data: details.data ?? null,
        message,
        cause: details.cause,
      });

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const outside = [options.signal, config.signal].filter((item): item is AbortSignal => Boolean(item));
    const signal = AbortSignal.any([...outside, timeout.signal]);
    try {
      const response = await fetchImpl(url, {
        method,
        // The current trace goes on to the backend (nothing when telemetry is off).
        headers: { ...baseHeaders, ...traceHeaders(), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
        // Never follow a redirect: it would carry x-user-token to whatever host the answer names.
        // A 3xx is handed to the caller (spec section 7 counts only <200 and >=400 as failures).
        redirect: "manual",
      });
      // The body is read inside the time limit too: a server that stalls mid-answer is a timeout.
      const data = await readData(response);
      const { status, statusText, headers } = response;
      if (status < 200 || status >= 400) {
        throw fail("http", `${method} ${loggableUrl(url)} failed with ${status} ${statusText}`.trim(), {
          status,
          statusText,
          data,
        });
      }
      return { data: data as Data | null, status, statusText, headers };
    } catch (error) {
      if (error instanceof RequestError) throw error;
      if (timeout.signal.aborted) {
        throw fail("timeout", `${method} ${loggableUrl(url)} timed out after ${timeoutMs} ms`, { cause: error });
      }
      if (config.signal?.aborted && isTimeoutReason(config.signal.reason)) {
        throw fail("timeout", `${method} ${loggableUrl(url)} ran out of the request's time budget`, { cause: error });
      }
      if (outside.some((item) => item.aborted)) throw fail("aborted", ABORTED_MESSAGE, { cause: error });
      throw fail("network", NETWORK_FAILURE_MESSAGE, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}
