/**
 * Production runs with Sentry configured, and the SDK is a large part of the JavaScript a page
 * can load; so the bench measures the app with a DSN too, and the error-reporting tests read what
 * the real SDK sends. This stands in for Sentry on 127.0.0.1: it answers 200 to whatever arrives,
 * counts it, and keeps the envelopes posted to /api/<project>/envelope/, item by item.
 */
import { createServer } from "node:http";

export interface EnvelopeItem {
  /** `event`, `transaction`, `attachment`, `session`, `replay_event`… */
  type: string;
  header: Record<string, unknown>;
  /** The item as text: JSON for events, the file for an attachment. */
  body: string;
}

export interface SentrySink {
  dsn: string;
  /** Requests received so far (envelopes and their CORS preflights). */
  requests: () => number;
  /** Every envelope item received so far, in order. */
  items: () => EnvelopeItem[];
  stop: () => Promise<void>;
}

const ENVELOPE_PATH = /^\/api\/[^/]+\/envelope\/?(?:\?|$)/;

/** An envelope: a header line, then per item a header line and a body of `length` bytes or up to the next line. */
export function parseEnvelope(raw: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  const lineEnd = (from: number) => {
    const end = raw.indexOf(10, from);
    return end === -1 ? raw.length : end;
  };
  let at = lineEnd(0) + 1;
  while (at < raw.length) {
    const headerEnd = lineEnd(at);
    const header = JSON.parse(raw.subarray(at, headerEnd).toString("utf8")) as Record<string, unknown>;
    const start = headerEnd + 1;
    const end = typeof header.length === "number" ? start + header.length : lineEnd(start);
    items.push({ type: String(header.type), header, body: raw.subarray(start, end).toString("utf8") });
    at = end + 1;
  }
  return items;
}

export async function startSentrySink(): Promise<SentrySink> {
  let requests = 0;
  const received: EnvelopeItem[] = [];
  const server = createServer((request, response) => {
    requests++;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && ENVELOPE_PATH.test(request.url ?? "")) {
        try {
          received.push(...parseEnvelope(Buffer.concat(chunks)));
        } catch {
          // Not an envelope: counted, not kept.
        }
      }
      response
        .writeHead(200, {
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
          "content-type": "application/json",
        })
        .end("{}");
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    requests: () => requests,
    items: () => [...received],
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
