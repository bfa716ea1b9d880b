/** The app's health route: the balancer's check, the container's HEALTHCHECK and Kubernetes' probes. */
export const HEALTH_PATH = "/api/health/";

/** The cookie that pins a browser to one replica, for the tests that must say which one served it. */
export const PIN_COOKIE = "scale_replica";

/** The response header naming the replica that answered. */
export const SERVED_BY_HEADER = "x-served-by";

/** Headers through which a client could claim an address; the balancer drops each one it receives. */
export const CLIENT_ADDRESS_HEADERS = ["X-Forwarded-For", "CF-Connecting-IP", "True-Client-IP", "X-Real-IP", "Forwarded"] as const;

export interface BalancerConfig {
  /** Addresses the balancer listens on, e.g. `127.0.0.1:3000` or `ipv6@::1:3000`. */
  binds: string[];
  /** The replicas by name, each `host:port`. */
  replicas: { name: string; address: string }[];
}

/**
 * HAProxy in front of the replicas: round-robin, a health check on HEALTH_PATH every second
 * (two failures take a replica out, two successes bring it back), and retries that lose nothing
 * a retry can save. A request whose connection failed was never sent, so any request is tried
 * again, on another replica (`option redispatch`). A GET or HEAD whose replica closed without
 * answering (it died mid-request) is sent again too; a POST is not, since the replica may have
 * acted on it. Status codes are never retried: the app answers 502 or 504 itself only after its
 * own retries against the backends. `X-Forwarded-For` carries the shopper's address, set by the
 * balancer alone (the replicas trust the balancer through TRUSTED_PROXIES). The `scale_replica` cookie pins a request
 * to one replica while it is up, and X-Served-By names the replica that answered: both exist for
 * the tests and for looking, in this local scale-out only.
 */
export function haproxyConfig({ binds, replicas }: BalancerConfig): string {
  const lines = [
    "global",
    "  nbthread 1",
    "  maxconn 4096",
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout queue 10s",
    "  timeout http-request 10s",
    // A busy replica's health answer may take more than the check interval; a dead one is refused at once.
    "  timeout check 3s",
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response",
    "",
    "frontend checkout",
    ...binds.map((bind) => `  bind ${bind}`),
    // The balancer names the client itself: whatever address headers the client sent are dropped,
    // and X-Forwarded-For is the one hop the balancer saw. Nothing is in front of this balancer,
    // so no CDN header can be genuine.
    ...CLIENT_ADDRESS_HEADERS.map((header) => `  http-request del-header ${header}`),
    "  option forwardfor",
    "  default_backend replicas",
    "",
    "backend replicas",
    "  balance roundrobin",
    "  option httpchk",
    `  http-check send meth GET uri ${HEALTH_PATH} ver HTTP/1.1 hdr Host localhost`,
    "  http-check expect status 200",
    "  default-server check inter 1s fall 2 rise 2",
    // Only a connection failure is retried for anything but GET and HEAD.
    "  http-request disable-l7-retry if !METH_GET",
    ...replicas.map(({ name }) => `  use-server ${name} if { req.cook(${PIN_COOKIE}) -m str ${name} }`),
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    ...replicas.map(({ name, address }) => `  server ${name} ${address}`),
    "",
  ];
  return lines.join("\n");
}
