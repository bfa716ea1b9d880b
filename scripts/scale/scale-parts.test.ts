// @vitest-environment node
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findBinary, MissingBinariesError, requireScaleBinaries } from "./binaries";
import { haproxyConfig, HEALTH_PATH, PIN_COOKIE } from "./haproxy-config";

const directories: string[] = [];
function directory(executables: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), "scale-bin-"));
  directories.push(dir);
  for (const name of executables) {
    writeFileSync(path.join(dir, name), "#!/bin/sh\n");
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

afterEach(() => {
  for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the scale-out's machine parts", () => {
  it("finds haproxy and redis-server where they are installed", () => {
    const sbin = directory(["haproxy"]);
    const bin = directory(["redis-server"]);
    expect(requireScaleBinaries([bin, sbin])).toEqual({ haproxy: path.join(sbin, "haproxy"), redisServer: path.join(bin, "redis-server") });
  });

  it("says which are missing and how to install them from Debian", () => {
    const empty = directory();
    let error: unknown;
    try {
      requireScaleBinaries([empty]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MissingBinariesError);
    expect((error as Error).message).toContain("The scale-out needs haproxy and redis-server");
    expect((error as Error).message).toContain("apt-get install -y haproxy redis-server");
    expect(() => requireScaleBinaries([directory(["haproxy"])])).toThrow(
      /needs redis-server, which is not installed.*\n.*apt-get install -y redis-server/,
    );
  });

  it("does not take a file that cannot be run", () => {
    const dir = directory();
    writeFileSync(path.join(dir, "haproxy"), "not a program");
    expect(findBinary("haproxy", [dir])).toBeNull();
  });
});

describe("the balancer's configuration", () => {
  const config = haproxyConfig({
    binds: ["127.0.0.1:3000", "ipv6@::1:3000"],
    replicas: [
      { name: "a", address: "127.0.0.1:3001" },
      { name: "b", address: "127.0.0.1:3002" },
    ],
  });
  const lines = config.split("\n").map((line) => line.trim());

  it("balances round-robin over every replica, checking each one's health route", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        "balance roundrobin",
        "server a 127.0.0.1:3001",
        "server b 127.0.0.1:3002",
        "bind 127.0.0.1:3000",
        "bind ipv6@::1:3000",
      ]),
    );
    expect(lines).toContain(`http-check send meth GET uri ${HEALTH_PATH} ver HTTP/1.1 hdr Host localhost`);
    expect(lines).toContain("http-check expect status 200");
    expect(lines).toContain("default-server check inter 1s fall 2 rise 2");
  });

  it("retries a request another replica can take, and sends a POST again only when it never left", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        "retries 3",
        "option redispatch 1",
        "retry-on conn-failure empty-response",
        "http-request disable-l7-retry if !METH_GET",
      ]),
    );
  });

  it("passes on the address it saw, dropping every address header the client sent, and names the replica that answered", () => {
    const frontend = lines.slice(lines.indexOf("frontend checkout"), lines.indexOf("backend replicas"));
    expect(frontend).toEqual(
      expect.arrayContaining([
        "http-request del-header X-Forwarded-For",
        "http-request del-header CF-Connecting-IP",
        "http-request del-header True-Client-IP",
        "http-request del-header X-Real-IP",
        "http-request del-header Forwarded",
        "option forwardfor",
      ]),
    );
    expect(lines).toContain("http-response set-header x-served-by %[srv_name]");
    expect(lines).toContain(`use-server b if { req.cook(${PIN_COOKIE}) -m str b }`);
  });
});
