/**
 * How every server process of the app is started: `npm start` (scripts/serve.ts), the scale-out
 * replicas, the bench (which serves its bare baseline page the same way) and the container image
 * (Dockerfile, whose ENV deploy/dockerfile.test.ts holds to these values).
 *
 * - GLIBC_TUNABLES: every response is gzipped in the process, and each gzip stream takes a few
 *   blocks of 64 to 256 kB from malloc for a moment. glibc's default puts blocks of that size on
 *   the main heap once it has freed one mmap'd block, and that heap only shrinks from its top: in
 *   the bench, 190 of the server's 370 MiB resident were its holes. A fixed threshold of 64 kB
 *   serves such blocks with mmap and gives them back when freed.
 * - --max-old-space-size: without it V8 sizes the heap from the machine's memory and, on a large
 *   machine, lets it grow to four times what is live before collecting; the deployment's limit is
 *   512 MiB (deploy/k8s/deployment.yaml), and 320 MiB of old space leaves room in it for the young
 *   generation, code and the binary. Live data after load is about 60 MiB.
 * - --max-semi-space-size (MiB): the young generation, where each render's short-lived objects
 *   are made and collected. With V8's default (16 MiB here) their collections were about a
 *   twelfth of the server's time under load (a CPU profile). 32 MiB: with every address new, 268
 *   against 229 req/s (6 of 6 rounds, both servers in turns), for about 30 MiB more resident; the
 *   bare Next.js page served about as much (1,365 against 1,421 req/s) and held 40 MiB more, so
 *   the bench's baseline pays it too. Young generation and old space together stay well inside
 *   the deployment's 512 MiB.
 * - KEEP_ALIVE_TIMEOUT (ms): how long the server keeps an idle keep-alive connection. Node's
 *   default of 5 s is shorter than the idle timeout of the clients that reuse connections (a load
 *   balancer's is typically 60 s, the scale-out HAProxy's 60 s, Node's and Playwright's agents keep
 *   sockets until the server closes them), so a request sent on a connection just as the server
 *   closes it fails with ECONNRESET. The server must be the side that waits longest: 65 s. The
 *   container's `server.js` reads the variable; `next start` takes it as `--keepAliveTimeout`
 *   (`nextStart`). The app's environment schema (src/server/env) checks it at start.
 */
import { isIP } from "node:net";

export const SERVER_PROCESS_ENV = {
  GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=65536",
  NODE_OPTIONS: "--max-old-space-size=320 --max-semi-space-size=32",
  KEEP_ALIVE_TIMEOUT: "65000",
} as const;

/**
 * The address `npm start` and `npm run dev` listen on: LISTEN_HOST, else the loopback address, so
 * that a developer's or a CI machine serves nobody else (the sandbox listens on loopback too). The
 * container listens on every interface (`HOSTNAME=0.0.0.0` in the Dockerfile), as it must.
 */
export const DEFAULT_LISTEN_HOST = "127.0.0.1";

/** LISTEN_HOST read: an IP address (`0.0.0.0` for every interface) or `localhost`; an error names anything else. */
export function listenHost(value: string | undefined): string {
  const host = value?.trim();
  if (!host) return DEFAULT_LISTEN_HOST;
  if (isIP(host) === 0 && host !== "localhost")
    throw new Error(`LISTEN_HOST: must be an IP address such as 127.0.0.1, or 0.0.0.0 for every interface, got "${host}"`);
  return host;
}

/** The options above added to an operator's own, each one only where the operator set none of it. */
function withNodeOptions(own: string): string {
  // V8 reads `--max_old_space_size` as `--max-old-space-size`.
  const named = own.replace(/_/g, "-");
  const added = SERVER_PROCESS_ENV.NODE_OPTIONS.split(" ").filter((option) => {
    const name = option.split("=")[0]!;
    return !new RegExp(`${name}\\b`).test(named);
  });
  return [own, ...added].filter(Boolean).join(" ");
}

/** `env` with the settings above added, without overriding ones it sets itself. */
export function withServerProcessEnv<Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { GLIBC_TUNABLES: string; NODE_OPTIONS: string; KEEP_ALIVE_TIMEOUT: string } {
  const nodeOptions = env.NODE_OPTIONS?.trim() ?? "";
  return {
    ...env,
    GLIBC_TUNABLES: env.GLIBC_TUNABLES || SERVER_PROCESS_ENV.GLIBC_TUNABLES,
    NODE_OPTIONS: withNodeOptions(nodeOptions),
    KEEP_ALIVE_TIMEOUT: env.KEEP_ALIVE_TIMEOUT || SERVER_PROCESS_ENV.KEEP_ALIVE_TIMEOUT,
  };
}

/**
 * How to run `next start` of the build in `dir` (the working directory's when unset) on `port`:
 * its arguments and its environment, `env` with the settings above. `next start` does not read
 * KEEP_ALIVE_TIMEOUT itself (the container's `server.js` does), so it is passed as its flag.
 */
export function nextStart<Env extends Record<string, string | undefined>>(
  env: Env,
  { port, hostname, dir }: { port: number; hostname?: string; dir?: string },
): { args: string[]; env: ReturnType<typeof withServerProcessEnv<Env>> } {
  const processEnv = withServerProcessEnv(env);
  const args = ["start", ...(dir ? [dir] : []), "-p", String(port), ...(hostname ? ["-H", hostname] : [])];
  return { args: [...args, "--keepAliveTimeout", processEnv.KEEP_ALIVE_TIMEOUT], env: processEnv };
}
