// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_PROCESS_ENV } from "../scripts/server-process-env";
import { ROOT, routeExists } from "./route-files";

// Docker is not on this machine: the container recipe is checked by reading it.

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's instructions by stage: comments dropped, continued lines joined, ARG defaults applied to FROM. */
function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const logical = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, " ") };
    if (instruction.keyword === "ARG" && stages.length === 0) {
      const [name = "", value = ""] = rest.split("=");
      args[name] = value;
    } else if (instruction.keyword === "FROM") {
      const [image = "", as, name] = rest.split(/\s+/);
      stages.push({
        image: image.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? ""),
        name: as?.toUpperCase() === "AS" ? name : undefined,
        instructions: [],
      });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

const dockerfile = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const final = dockerfile.stages.at(-1)!;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

describe("Dockerfile", () => {
  it("builds in stages from a pinned Node image and runs a slim final stage", () => {
    expect(dockerfile.stages.map(({ name }) => name)).toEqual(["deps", "build", "runtime"]);
    for (const { image } of dockerfile.stages) expect(image).toMatch(/^node:\d+-[a-z]+-slim$/);
    // Node's own minimum for this app (package.json engines).
    expect(Number(/^node:(\d+)/.exec(final.image)![1])).toBeGreaterThanOrEqual(20);
  });

  it("builds Next's standalone output, which next.config.js makes only when asked", () => {
    const build = dockerfile.stages.find(({ name }) => name === "build")!;
    expect(all(build, "ENV").join(" ")).toMatch(/NEXT_OUTPUT=standalone/);
    expect(all(build, "RUN")).toContain("npx next build");

    const configFile = path.join(ROOT, "next.config.js");
    const load = () => {
      const require = createRequire(configFile);
      delete require.cache[configFile];
      return require(configFile) as { output?: string };
    };
    const before = process.env.NEXT_OUTPUT;
    try {
      process.env.NEXT_OUTPUT = "standalone";
      expect(load().output).toBe("standalone");
      delete process.env.NEXT_OUTPUT;
      // npm start, the e2e runner, check:js and the bench keep `next start`'s usual build.
      expect(load().output).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.NEXT_OUTPUT;
      else process.env.NEXT_OUTPUT = before;
    }
  });

  it("copies the standalone server, the static files, public/ and the catalogues into the final stage", () => {
    const copies = all(final, "COPY");
    const sources = copies.map((copy) => copy.split(" ").filter((part) => !part.startsWith("--")));
    expect(copies.every((copy) => copy.includes("--from=build") && copy.includes("--chown=node:node"))).toBe(true);
    expect(sources).toEqual(
      expect.arrayContaining([
        ["/app/.next/standalone", "./"],
        ["/app/.next/static", "./.next/static"],
        ["/app/public", "./public"],
        ["/app/locales", "./locales"],
      ]),
    );
  });

  it("runs as a user that is not root", () => {
    const users = all(final, "USER");
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    // Nothing runs as root after the switch.
    const index = final.instructions.findIndex(({ keyword }) => keyword === "USER");
    expect(final.instructions.slice(index).map(({ keyword }) => keyword)).not.toContain("RUN");
  });

  it("exposes the port the server listens on and starts node server.js", () => {
    const env = all(final, "ENV").join(" ");
    const port = /PORT=(\d+)/.exec(env)?.[1];
    expect(all(final, "EXPOSE")).toEqual([port]);
    expect(env).toMatch(/HOSTNAME=0\.0\.0\.0/);
    expect(env).toMatch(/NODE_ENV=production/);
    expect(JSON.parse(all(final, "CMD")[0]!)).toEqual(["node", "server.js"]);
  });

  it("runs the server with the process settings of every other start (allocator threshold, heap and young generation, keep-alive timeout)", () => {
    const env = all(final, "ENV").join(" ");
    // A value with a space is quoted in the Dockerfile.
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV))
      expect(env).toContain(value.includes(" ") ? `${name}="${value}"` : `${name}=${value}`);
  });

  it("checks its health on the app's health route", () => {
    const [healthcheck] = all(final, "HEALTHCHECK");
    expect(healthcheck).toMatch(/--interval=\d+s/);
    expect(healthcheck).toMatch(/--timeout=\d+s/);
    const command = JSON.parse(healthcheck!.slice(healthcheck!.indexOf("CMD ") + 4)) as string[];
    expect(command[0]).toBe("node");
    const healthPath = /'(\/api\/[^']+)'/.exec(command.join(" "))?.[1];
    expect(healthPath).toBe("/api/health/");
    expect(routeExists(healthPath!)).toBe(true);
  });

  it("keeps dependencies, builds and secrets out of the build context", () => {
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of ["node_modules", ".next", ".env", ".env.*", "!.env.example", ".git", ".data"]) expect(ignored).toContain(entry);
  });
});
