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
    expect(env.NODE_OPTIONS).toBe("--enable-source-maps --max-old-space-size=320 --max-semi-space-size=32");
    expect(withServerProcessEnv({ NODE_OPTIONS: "--max-old-space-size=1024" }).NODE_OPTIONS).toBe(
      "--max-old-space-size=1024 --max-semi-space-size=32",
    );
    expect(withServerProcessEnv({ NODE_OPTIONS: "--max_semi_space_size=8" }).NODE_OPTIONS).toBe(
      "--max_semi_space_size=8 --max-old-space-size=320",
    );
  });

  it("gives a Node process the heap limit and the young generation it names", () => {
    const script = [
      "const v8 = require('v8');",
      "const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');",
      "console.log(JSON.stringify({ limit: v8.getHeapStatistics().heap_size_limit, young: young.space_size }));",
      // Objects that live a little while, as a render's do, for the young generation to grow to its most.
      "const kept = [];",
      "for (let i = 0; i < 3e6; i++) { const o = { i, text: 'x' + i }; if (i % 3 === 0) kept.push(o); if (kept.length > 50000) kept.length = 0; }",
      "const grown = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');",
      "console.log(grown.space_size);",
    ].join("\n");
    const { stdout } = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, ...withServerProcessEnv({}) },
      encoding: "utf8",
    });
    const [first, grown] = stdout.trim().split("\n");
    const { limit } = JSON.parse(first!) as { limit: number };
    // The limit covers old space plus the young generation's reserve: three semi-spaces of 32 MiB.
    const mib = (bytes: number) => bytes / 1024 / 1024;
    expect(mib(limit)).toBeGreaterThanOrEqual(320 + 3 * 32);
    expect(mib(limit)).toBeLessThan(450);
    // Two semi-spaces in use: 64 MiB, where V8's default of 16 MiB each stops at 32.
    expect(mib(Number(grown))).toBeGreaterThan(32);
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
