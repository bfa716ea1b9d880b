export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/**
 * - http: the server answered with a status below 200 or from 400 up;
 * - timeout: no complete answer within the time limit;
 * - network: no answer at all (refused, reset, DNS);
 * - aborted: the caller cancelled.
 */
export type RequestErrorKind = "http" | "timeout" | "network" | "aborted";

// Error trackers drop these messages as noise (spec section 8), so failures without an answer use them.
export const NETWORK_FAILURE_MESSAGE = "Network request failed";
export const ABORTED_MESSAGE = "Aborted";

export interface RequestErrorDetails {
  kind: RequestErrorKind;
  method: HttpMethod;
  /** Without sensitive parameters, so the error can be logged and reported as it is. */
  url: string;
  /** 0 when there was no answer. */
  status: number;
  statusText: string;
  /** The answer's body (JSON when it was JSON), or null. */
  data: unknown;
  message: string;
  cause?: unknown;
}

/** A failed call of the request helper (spec section 7), as a typed value the caller can map. */
export class RequestError extends Error {
  override readonly name = "RequestError";
  readonly kind: RequestErrorKind;
  readonly method: HttpMethod;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor({ kind, method, url, status, statusText, data, message, cause }: RequestErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.method = method;
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
