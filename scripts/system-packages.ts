/**
 * What the test suite needs from the machine rather than from npm: Debian's browsers, servers and
 * the Java the markup validator runs on.
 * `npm test` (and `npm run test:e2e`) call `ensureSystemPackages` first. A missing package is
 * installed with apt-get when this user may (root, or sudo without a password); otherwise the
 * run stops at once with the one command that installs them. Nothing here downloads a browser
 * of its own: every package comes from the machine's Debian archive.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, CHROMIUM_TEST_PATH } from "../e2e/chromium";
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "../e2e/engines/binaries";
import { findBinary } from "./scale/binaries";

export type SystemPackage = {
  /** Debian's package name. */
  name: string;
  /** What the suite uses it for, printed when it is installed. */
  usedFor: string;
  /** Whether the machine has it already. */
  present: () => boolean;
};

export const SUITE_PACKAGES: SystemPackage[] = [
  { name: "chromium-headless-shell", usedFor: "the end-to-end tests' Chromium", present: () => existsSync(CHROMIUM_TEST_PATH) },
  { name: "firefox-esr", usedFor: "the end-to-end tests' Firefox", present: () => existsSync(FIREFOX_PATH) },
  { name: "webkit2gtk-driver", usedFor: "the end-to-end tests' WebKit", present: () => existsSync(WEBKIT_DRIVER_PATH) },
  { name: "xvfb", usedFor: "the display WebKit draws on", present: () => existsSync(XVFB_PATH) },
  { name: "haproxy", usedFor: "the scale-out test's load balancer", present: () => findBinary("haproxy") !== null },
  { name: "redis-server", usedFor: "the scale-out test's shared counters", present: () => findBinary("redis-server") !== null },
  // vnu-jar's own install script would download a Java of its own; npm does not run it here (it is
  // not in package.json's allowScripts), so the markup validator runs on Debian's.
  { name: "default-jre-headless", usedFor: "the markup validator (vnu-jar)", present: () => findBinary("java") !== null },
];

/** The desktop Chromium: the bench's Lighthouse and `npm run screenshots`, not the test suite. */
export const DESKTOP_CHROMIUM: SystemPackage = {
  name: "chromium",
  usedFor: "the bench's and the screenshots' desktop Chromium",
  present: () => existsSync(CHROMIUM_PATH),
};

/** The one command a person runs to install `names`. */
export function installCommand(names: string[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${names.join(" ")}`;
}

type Runner = (command: string, args: string[]) => number;

// apt-get's and dpkg's progress stay out of the test log; their errors do not.
const run: Runner = (command, args) =>
  spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status ??
  1;

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/** "" as root, "sudo" where sudo needs no password, null where this user cannot install. */
export function installPrefix(uid = process.getuid?.() ?? -1, canSudo = () => succeeds("sudo", ["-n", "true"])): string | null {
  if (!succeeds("apt-get", ["--version"])) return null;
  if (uid === 0) return "";
  return canSudo() ? "sudo" : null;
}

export type EnsureResult = { installed: string[] } | { failed: string; command: string };

/**
 * Installs what `packages` lacks, or says what to run. `prefix` is `installPrefix()`'s answer;
 * `runner` runs a command (tests pass their own).
 */
export function ensurePackages(packages: SystemPackage[], prefix: string | null, runner: Runner = run): EnsureResult {
  const missing = packages.filter((item) => !item.present()).map((item) => item.name);
  if (missing.length === 0) return { installed: [] };
  const command = installCommand(missing);
  if (prefix === null) return { failed: `This machine lacks ${missing.join(", ")}, and this user cannot install packages.`, command };

  const apt = (args: string[]) => (prefix ? runner(prefix, ["apt-get", ...args]) : runner("apt-get", args));
  if (apt(["update", "-qq"]) !== 0 || apt(["install", "-y", "-qq", ...missing]) !== 0) {
    return { failed: `apt-get could not install ${missing.join(", ")}.`, command };
  }
  const stillMissing = packages.filter((item) => !item.present()).map((item) => item.name);
  if (stillMissing.length > 0) return { failed: `${stillMissing.join(", ")} installed but not found where expected.`, command };
  // Debian starts a redis-server service on 6379 where systemd runs; the tests start their own.
  if (missing.includes("redis-server") && succeeds("systemctl", ["is-active", "--quiet", "redis-server"])) {
    if (prefix) runner(prefix, ["systemctl", "disable", "--now", "redis-server"]);
    else runner("systemctl", ["disable", "--now", "redis-server"]);
  }
  return { installed: missing };
}

/** For scripts: installs or exits with the command to run. */
export function ensureSystemPackages(packages = SUITE_PACKAGES): void {
  const missing = packages.filter((item) => !item.present());
  if (missing.length === 0) return;
  for (const item of missing) console.log(`Installing Debian's ${item.name} (${item.usedFor})`);
  const result = ensurePackages(packages, installPrefix());
  if ("failed" in result) {
    console.error(`${result.failed}\nInstall ${missing.length > 1 ? "them" : "it"} with:\n\n  ${result.command}\n`);
    process.exit(1);
  }
  console.log(`Installed ${result.installed.join(", ")}`);
}

if (require.main === module) ensureSystemPackages();
