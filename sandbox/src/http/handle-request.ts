import type { IncomingMessage, ServerResponse } from "node:http";
import { logRequest, type Logger } from "@/contracts/log";
import { corsHeaders } from "./cors";
import { HttpError } from "./http-error";
import { parseJsonBody, readBody } from "./read-body";
import { redactedPath } from "./request-log";
import { emptyResponse, jsonResponse, type HttpResponse } from "./responses";
import type { RequestContext, RouteLookup } from "./router";

export interface RequestHandlerOptions {
  lookup: (method: string, pathname: string) => RouteLookup;
  corsOrigins: readonly string[];
  logger: Logger;
}

/** Browser-called gateway endpoints answer CORS; everything else is same-origin or server-to-server. */
// Called from the app's pages in the browser: the gateway (card tokenisation), the pricing API and
// the stand-in telemetry collector.
const CORS_PATHS = ["/gateway/v1/", "/graphql", "/otel/v1/"];
const isCorsPath = (pathname: string) => CORS_PATHS.some((prefix) => pathname.startsWith(prefix));

function contextFor(req: IncomingMessage, url: URL, params: Record<string, string>, bodyLimitBytes?: number): RequestContext {
  let body: Promise<Buffer> | undefined;
  const raw = () => (body ??= readBody(req, bodyLimitBytes));
  return {
    method: req.method ?? "GET",
    url,
    params,
    headers: req.headers,
    raw,
    json: async () => parseJsonBody(await raw()),
    form: async () => new URLSearchParams((await raw()).toString("utf8")),
  };
}

async function route(req: IncomingMessage, url: URL, options: RequestHandlerOptions): Promise<HttpResponse> {
  const method = req.method ?? "GET";
  if (method === "OPTIONS" && isCorsPath(url.pathname)) return emptyResponse(204);
  const found = options.lookup(method, url.pathname);
  if (found.kind === "not_found") return jsonResponse(404, { error: "not_found", message: `No route for ${url.pathname}.` });
  if (found.kind === "method_not_allowed") {
    return jsonResponse(
      405,
      { error: "method_not_allowed", message: `Use ${found.allowed.join(", ")}.` },
      { allow: found.allowed.join(", ") },
    );
  }
  return found.match.handler(contextFor(req, url, found.match.params, found.match.bodyLimitBytes));
}

function errorResponse(error: unknown, logger: Logger): HttpResponse {
  if (error instanceof HttpError) {
    const response = jsonResponse(error.status, error.body, error.headers);
    if (error.status === 413) response.headers.connection = "close";
    return response;
  }
  logger.error("unexpected error", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return jsonResponse(500, { error: "internal_error", message: "The sandbox failed unexpectedly." });
}

export function createRequestHandler(options: RequestHandlerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const startedAt = performance.now();
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://sandbox.invalid");
    } catch {
      url = new URL("http://sandbox.invalid/");
    }
    let response: HttpResponse;
    try {
      response = await route(req, url, options);
    } catch (error) {
      response = errorResponse(error, options.logger);
    }
    const cors = isCorsPath(url.pathname) ? corsHeaders(req.headers, options.corsOrigins) : {};
    res.writeHead(response.status, { "x-content-type-options": "nosniff", ...cors, ...response.headers });
    res.end(req.method === "HEAD" ? undefined : response.body);
    logRequest(options.logger, {
      method: req.method ?? "GET",
      path: redactedPath(url),
      status: response.status,
      startedAt,
      traceparent: req.headers.traceparent,
    });
  };
}
