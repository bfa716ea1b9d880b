import { matchApiPath, type ApiPath } from "./api-paths";
import { withRequestLine, type ApiHandler } from "./api-route";

// An address under /api/ that names no route is answered like a route's refusal, and logged
// like every other request: a client probing for routes shows in the log.
const noSuchRoute = withRequestLine(async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).json({ error: "not_found", message: "There is no such API route." });
});

/**
 * Every /api route (api-paths.ts) behind one Next.js route, `src/pages/api/[...path].ts`, so the
 * server holds one copy of the BFF's code and its dependencies rather than one per route file.
 * A route reads its `[name]` segments from `req.query`, as a route file's own dynamic segments:
 * they win over query parameters of the same name.
 */
export function apiDispatcher(routes: Record<ApiPath, ApiHandler>): ApiHandler {
  return async (req, res) => {
    const { path: segments, ...query } = req.query;
    const match = matchApiPath(Array.isArray(segments) ? segments : []);
    if (!match) return noSuchRoute(req, res);
    req.query = { ...query, ...match.params };
    await routes[match.path](req, res);
  };
}
