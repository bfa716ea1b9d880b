// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ensurePackages, installCommand, type SystemPackage } from "./system-packages";

function fakeMachine(initially: string[]) {
  const installed = new Set(initially);
  const commands: string[] = [];
  const packages: SystemPackage[] = ["chromium", "haproxy", "redis-server"].map((name) => ({
    name,
    usedFor: "a test",
    present: () => installed.has(name),
  }));
  const runner = (command: string, args: string[]) => {
    commands.push([command, ...args].join(" "));
    const apt = command === "apt-get" ? args : args.slice(1);
    if (apt[0] === "install") for (const name of apt.slice(3)) installed.add(name);
    return 0;
  };
  return { packages, commands, runner, installed };
}

describe("the suite's Debian packages", () => {
  it("runs nothing when the machine has them all", () => {
    const machine = fakeMachine(["chromium", "haproxy", "redis-server"]);
    expect(ensurePackages(machine.packages, "", machine.runner)).toEqual({ installed: [] });
    expect(machine.commands).toEqual([]);
  });

  it("installs only what is missing, as root without sudo", () => {
    const machine = fakeMachine(["chromium"]);
    expect(ensurePackages(machine.packages, "", machine.runner)).toEqual({ installed: ["haproxy", "redis-server"] });
    expect(machine.commands.slice(0, 2)).toEqual(["apt-get update -qq", "apt-get install -y -qq haproxy redis-server"]);
  });

  it("installs through sudo for a user who may", () => {
    const machine = fakeMachine([]);
    ensurePackages(machine.packages, "sudo", machine.runner);
    expect(machine.commands[1]).toBe("sudo apt-get install -y -qq chromium haproxy redis-server");
  });

  it("stops with the one command to run when this user cannot install", () => {
    const machine = fakeMachine(["haproxy"]);
    const result = ensurePackages(machine.packages, null, machine.runner);
    expect(result).toEqual({
      failed: "This machine lacks chromium, redis-server, and this user cannot install packages.",
      command: "sudo apt-get update && sudo apt-get install -y chromium redis-server",
    });
    expect(machine.commands).toEqual([]);
  });

  it("says so when apt-get fails", () => {
    const machine = fakeMachine([]);
    const result = ensurePackages(machine.packages, "", () => 100);
    expect(result).toMatchObject({ failed: "apt-get could not install chromium, haproxy, redis-server." });
  });

  it("names the install command with every package", () => {
    expect(installCommand(["firefox-esr", "xvfb"])).toBe("sudo apt-get update && sudo apt-get install -y firefox-esr xvfb");
  });
});
