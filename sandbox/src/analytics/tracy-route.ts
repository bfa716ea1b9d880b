import type { Route } from "../http/router";

/**
 * The second analytics service's script, as the app loads it from `TRACY_URL`. It takes the
 * project id from its tag and every event the app queues on `window.tracyQueue`, and keeps them
 * on `window.tracy` for a person or a test to look at; it sends nothing anywhere.
 */
const TRACY_STAND_IN = `(function () {
  var script = document.currentScript;
  var queue = (window.tracyQueue = window.tracyQueue || []);
  var events = [];
  queue.forEach(function (event) { events.push(event); });
  queue.push = function (event) { events.push(event); return Array.prototype.push.call(queue, event); };
  window.tracy = { projectId: (script && script.getAttribute("data-project-id")) || "", events: events };
})();
`;

export function tracyRoutes(): Route[] {
  return [
    {
      method: "GET",
      path: "/tracy/tracy.js",
      handler: () => ({
        status: 200,
        headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
        body: TRACY_STAND_IN,
      }),
    },
  ];
}
