import { scrubText } from "../scrub/scrub-text";

/**
 * The one logger of the app server and the sandbox: JSON lines on stdout, each
 * `{"time","level","msg",…fields}`, with every string scrubbed (no sensitive parameter,
 * personal query data, e-mail address or card number). `LOG_LEVEL` (debug, info, warn, error,
 * silent) sets the threshold; the default is `info`, and `warn` under tests.
 */
const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export type LogThreshold = keyof typeof RANK;
export type LogLevel = Exclude<LogThreshold, "silent">;
export const LOG_THRESHOLDS = Object.keys(RANK) as LogThreshold[];
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

type LogMethod = (msg: string, fields?: LogFields) => void;
export interface Logger extends Record<LogLevel, LogMethod> {
  readonly level: LogThreshold;
  enabled(level: LogLevel): boolean;
}

function isThreshold(value: string | undefined): value is LogThreshold {
  return value !== undefined && Object.hasOwn(RANK, value);
}

/** `LOG_LEVEL` when it names a level; else `warn` under vitest or NODE_ENV=test, `info` otherwise. */
export function logThresholdFrom(env: NodeJS.ProcessEnv = process.env): LogThreshold {
  const configured = env.LOG_LEVEL?.trim().toLowerCase();
  if (isThreshold(configured)) return configured;
  return env.NODE_ENV === "test" || env.VITEST ? "warn" : "info";
}

/** One line: a single JSON.stringify, the fixed keys first; a field cannot overwrite them. */
export function formatLogLine(level: LogLevel, msg: string, fields?: LogFields): string {
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg: scrubText(msg) };
  for (const key in fields) {
    const value = fields[key];
    if (value !== undefined && !(key in line)) line[key] = typeof value === "string" ? scrubText(value) : value;
  }
  return `${JSON.stringify(line)}\n`;
}

interface LoggerOptions {
  level?: LogThreshold;
  /** Where lines go; stdout by default. */
  write?: (line: string) => void;
}

/** Made once per process (or sandbox instance), never per request. */
export function createLogger({
  level = logThresholdFrom(),
  write = (line) => void process.stdout.write(line),
}: LoggerOptions = {}): Logger {
  const threshold = RANK[level];
  const method =
    (name: LogLevel): LogMethod =>
    (msg, fields) => {
      if (RANK[name] >= threshold) write(formatLogLine(name, msg, fields));
    };
  return {
    level,
    enabled: (name) => RANK[name] >= threshold,
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
  };
}
