/**
 * Production runs with Sentry configured, and the SDK is a large part of the JavaScript a page
 * can load; so the bench measures the app with a DSN too. This stands in for Sentry on
 * 127.0.0.1: it answers 200 to whatever arrives and counts it, which also shows the SDK ran.
 */
import { createServer } from "node:http";
import { onStop } from "./processes";

export interface SentrySink {
  dsn: string;
  /** Requests received so far (envelopes and their CORS preflights). */
  requests: () => number;
}

export async function startSentrySink(): Promise<SentrySink> {
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    request.resume();
    request.on("end", () =>
      response
        .writeHead(200, {
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
          "content-type": "application/json",
        })
        .end("{}"),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  onStop(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as { port: number };
  return { dsn: `http://public@127.0.0.1:${port}/1`, requests: () => requests };
}
