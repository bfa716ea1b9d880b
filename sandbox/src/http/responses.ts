export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

const JSON_TYPE = "application/json; charset=utf-8";

export function jsonResponse(status: number, data: unknown, headers: Record<string, string | string[]> = {}): HttpResponse {
  return { status, headers: { "content-type": JSON_TYPE, ...headers }, body: JSON.stringify(data) };
}

export function htmlResponse(status: number, markup: string): HttpResponse {
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      // The sandbox pages need no script and no third-party resources.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors *",
    },
    body: markup,
  };
}

export function emptyResponse(status = 204, headers: Record<string, string | string[]> = {}): HttpResponse {
  return { status, headers, body: "" };
}

/** A redirect that also says where it goes in JSON, for callers that do not follow redirects. */
export function redirectResponse(location: string, status = 302): HttpResponse {
  return jsonResponse(status, { redirect_url: location }, { location });
}
