import type { IncomingMessage } from "node:http";
import { HttpError } from "./http-error";

export const BODY_LIMIT_BYTES = 64 * 1024;

function tooLarge(): HttpError {
  return new HttpError(413, { error: "payload_too_large", message: `The body exceeds ${BODY_LIMIT_BYTES} bytes.` });
}

/** Reads the whole body, refusing early on a declared or actual size above the limit. */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8")) as unknown;
  } catch {
    throw new HttpError(400, { error: "malformed_json", message: "The body is not valid JSON." });
  }
}
