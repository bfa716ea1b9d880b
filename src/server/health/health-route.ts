import type { NextApiRequest, NextApiResponse } from "next";

/**
 * GET /api/health/: 200 `{"status":"ok"}` while this process serves requests. For the load
 * balancer's and Kubernetes' probes and the container's HEALTHCHECK, so it is cheap on purpose:
 * no backend call (a slow pricing API must not take every replica out of rotation at once), no
 * rate limit, no cookie, no log line (probes come every few seconds), nothing about anyone.
 */
export async function healthRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ error: "method_not_allowed", message: "This method is not allowed here." });
    return;
  }
  res.status(200).json({ status: "ok" });
}
