// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * OpenTelemetry's SDKs and exporters, the Redis client and Sentry's SDKs are large (about 1 MiB of
 * module source each on the server, tens of KiB gzip in the browser) and serve only a
 * configuration that asks for them: each is loaded by an `import()` behind its setting. These
 * tests fail when one is imported eagerly, by any page, /api route or the server's start.
 */
const HEAVY = [/^redis$/, /^@redis\//, /^@opentelemetry\/(?!api$)/, /^@sentry\//];
const isHeavy = (specifier: string) => HEAVY.some((pattern) => pattern.test(specifier));

const SRC = __dirname;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : SOURCE.test(name) && !name.includes(".test.") ? [file] : [];
  });
}

/** What a bundler puts in the same chunk as the file: imports and re-exports that outlive compiling, not `import()`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The repository file an import names, or null for a package. */
function localFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [
    base,
    ...[".ts", ".tsx", ".js", ".cjs", ".json"].map((ext) => base + ext),
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  const found = candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from} imports ${specifier}, which is not there`);
  return found;
}

/** Every package the entry files load with them, each with a chain of imports that reaches it. */
function packagesLoadedBy(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Map<string, string[]>(entries.map((entry) => [entry, [path.relative(SRC, entry)]]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file.endsWith(".json")) continue;
    const chain = seen.get(file)!;
    for (const specifier of staticImports(file)) {
      const local = localFile(specifier, file);
      if (local === null) {
        if (!packages.has(specifier)) packages.set(specifier, [...chain, specifier]);
      } else if (!seen.has(local)) {
        seen.set(local, [...chain, path.relative(SRC, local)]);
        queue.push(local);
      }
    }
  }
  return packages;
}

describe("heavy dependencies", () => {
  it("are in no page's, /api route's or the server start's static imports, only behind import()", () => {
    const entries = [
      ...filesUnder(path.join(SRC, "pages")),
      path.join(SRC, "instrumentation.ts"),
      path.join(SRC, "instrumentation-client.ts"),
    ];
    const packages = packagesLoadedBy(entries);
    // The walk sees the packages the pages really use, so it would see a heavy one too.
    expect([...packages.keys()]).toEqual(expect.arrayContaining(["react", "next/router", "@urql/core", "@opentelemetry/api"]));
    const eager = [...packages].filter(([specifier]) => isHeavy(specifier)).map(([, chain]) => chain.join(" → "));
    expect(eager).toEqual([]);
  });
});

const loaded = vi.hoisted(() => new Set<string>());
// Each records that something asked for it; the Redis client then fails to load, as a broken
// install would, so no connection is tried (the store counts in memory and says so).
vi.mock("redis", () => {
  loaded.add("redis");
  throw new Error("the Redis client is not loaded in this test");
});
vi.mock("@opentelemetry/sdk-trace-node", async (importOriginal) => {
  loaded.add("@opentelemetry/sdk-trace-node");
  return importOriginal();
});
vi.mock("@opentelemetry/exporter-trace-otlp-http", async (importOriginal) => {
  loaded.add("@opentelemetry/exporter-trace-otlp-http");
  return importOriginal();
});

/** The server as it starts (instrumentation.ts) and limits its first login, in a fresh module registry. */
async function startServerAndLimitALogin(env: Record<string, string | undefined>) {
  vi.resetModules();
  loaded.clear();
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  // The rate-limit store and the Redis connection are kept on the process (server/rate-limit,
  // server/redis): each start makes its own.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("checkout.rateLimitStore")];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("checkout.redis")];
  const { register } = await import("@/instrumentation");
  await register();
  await import("@/server/page-props");
  const { rateLimitStore } = await import("@/server/rate-limit");
  await rateLimitStore().hit("login:session:lazy", 60_000);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// Loading the page-props modules takes seconds on a loaded machine.
describe("the server", { timeout: 60_000 }, () => {
  it("loads neither OpenTelemetry's SDK nor the Redis client when no collector and no Redis are configured", async () => {
    await startServerAndLimitALogin({ OTEL_COLLECTOR_URL: undefined, REDIS_URL: undefined, NEXT_PUBLIC_SENTRY_DSN: undefined });
    expect([...loaded]).toEqual([]);
  });

  it("loads each once its setting names it", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await startServerAndLimitALogin({
      OTEL_COLLECTOR_URL: "http://127.0.0.1:9/collector",
      REDIS_URL: "redis://127.0.0.1:9",
      NEXT_PUBLIC_SENTRY_DSN: undefined,
    });
    await vi.waitFor(() => expect(loaded).toContain("redis"));
    expect([...loaded].sort()).toEqual(["@opentelemetry/exporter-trace-otlp-http", "@opentelemetry/sdk-trace-node", "redis"]);
  });
});
