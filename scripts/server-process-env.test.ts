// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listenHost, nextStart, SERVER_PROCESS_ENV, withServerProcessEnv } from "./server-process-env";

describe("withServerProcessEnv", () => {
  it("adds the allocator threshold, the heap limit and the keep-alive timeout", () => {
    const env = withServerProcessEnv({ PORT: "3000" });
    expect(env).toMatchObject({ PORT: "3000", ...SERVER_PROCESS_ENV });
  });

  it("keeps an operator's own settings and options", () => {
    const env = withServerProcessEnv({ GLIBC_TUNABLES: "glibc.malloc.arena_max=2", NODE_OPTIONS: "--enable-source-maps" });
    expect(env.GLIBC_TUNABLES).toBe("glibc.malloc.arena_max=2");
    expect(env.NODE_OPTIONS).toBe("--enable-source-maps --max-old-space-size=320");
    expect(withServerProcessEnv({ NODE_OPTIONS: "--max-old-space-size=1024" }).NODE_OPTIONS).toBe("--max-old-space-size=1024");
  });

  it("gives a Node process the heap limit it names", () => {
    const { stdout } = spawnSync(process.execPath, ["-e", "console.log(require('v8').getHeapStatistics().heap_size_limit)"], {
      env: { ...process.env, ...withServerProcessEnv({}) },
      encoding: "utf8",
    });
    // The limit covers old space plus the young generation's reserve.
    const mib = Number(stdout) / 1024 / 1024;
    expect(mib).toBeGreaterThanOrEqual(320);
    expect(mib).toBeLessThan(400);
  });
});

describe("nextStart", () => {
  it("starts the build on the port with the process settings and the keep-alive timeout as `next start`'s flag", () => {
    const start = nextStart({ PORT: "3000" }, { port: 3000 });
    expect(start.args).toEqual(["start", "-p", "3000", "--keepAliveTimeout", "65000"]);
    expect(start.env).toMatchObject({ PORT: "3000", ...SERVER_PROCESS_ENV });
  });

  it("names the build's directory and the address to listen on when given, and an operator's own timeout", () => {
    const start = nextStart({ KEEP_ALIVE_TIMEOUT: "120000" }, { port: 3001, hostname: "127.0.0.1", dir: "/tmp/bare" });
    expect(start.args).toEqual(["start", "/tmp/bare", "-p", "3001", "-H", "127.0.0.1", "--keepAliveTimeout", "120000"]);
  });
});

describe("listenHost", () => {
  it("listens on loopback unless told otherwise", () => {
    expect(listenHost(undefined)).toBe("127.0.0.1");
    expect(listenHost(" ")).toBe("127.0.0.1");
    expect(listenHost("0.0.0.0")).toBe("0.0.0.0");
    expect(listenHost("::1")).toBe("::1");
    expect(listenHost("localhost")).toBe("localhost");
  });

  it("names a value that is no address", () => {
    expect(() => listenHost("all")).toThrow(
      'LISTEN_HOST: must be an IP address such as 127.0.0.1, or 0.0.0.0 for every interface, got "all"',
    );
  });
});
