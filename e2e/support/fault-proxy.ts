import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the proxy does with the next requests (upstream-faults.spec.ts switches it per test). */
export type FaultMode =
  "pass" | "hang" | { delayMs: number } | 500 | 502 | 503 | "malformed" | "reset" | "refused" | { afterUpstream: 502 | "reset" | "hang" };

/**
 * A small HTTP proxy between the app and one sandbox backend whose behaviour a test switches: it
 * passes requests on, never answers, answers late, answers 5xx or broken JSON, resets the
 * connection, or stops listening (connection refused); or passes a request on and, once the
 * backend has answered (and done what it was asked: charged a card), answers 502, resets or never
 * answers, as a balancer that lost the answer would. Browsers call it too (the pricing API and
 * the gateway), so it answers CORS for any origin itself.
 */
export class FaultProxy {
  mode: FaultMode = "pass";
  port = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: string) {}

  async start(): Promise<void> {
    const server = createServer((req, res) => this.handle(req, res));
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Switches the mode; "refused" closes the port, anything else opens it again. */
  async set(mode: FaultMode): Promise<void> {
    this.mode = mode;
    if (mode === "refused" && this.server) await this.close();
    else if (mode !== "refused" && !this.server) await this.start();
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("vary", "Origin");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-methods": "GET, POST, OPTIONS",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "content-type",
        "access-control-max-age": "0",
      });
      res.end();
      return;
    }
    const mode = this.mode;
    if (mode === "hang") return;
    if (mode === "reset") {
      req.socket.destroy();
      return;
    }
    if (mode === 500 || mode === 502 || mode === 503) {
      res.writeHead(mode, { "content-type": "text/html" });
      res.end(`<html><body>${mode} from the fault proxy</body></html>`);
      return;
    }
    if (mode === "malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"data": {"getPackagePlans": {"plans": [');
      return;
    }
    const pass = () => this.pass(req, res);
    if (typeof mode === "object" && "delayMs" in mode) setTimeout(pass, mode.delayMs);
    else if (typeof mode === "object") this.pass(req, res, mode.afterUpstream);
    else pass();
  }

  private pass(req: IncomingMessage, res: ServerResponse, lost?: 502 | "reset" | "hang"): void {
    const target = new URL(req.url ?? "/", this.target);
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    const upstream = forward(target, { method: req.method, headers }, (answer) => {
      if (lost) {
        answer.resume();
        answer.once("end", () => {
          if (lost === 502) res.writeHead(502, { "content-type": "text/html" }).end("<html><body>502 from the fault proxy</body></html>");
          else if (lost === "reset") req.socket.destroy();
        });
        return;
      }
      const passed = { ...answer.headers };
      for (const name of Object.keys(passed)) if (name.startsWith("access-control-")) delete passed[name];
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  }
}
