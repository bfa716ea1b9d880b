import { accessSync, constants } from "node:fs";
import path from "node:path";

/** What the scale-out needs from the machine: Debian's packages, not npm's. */
export const SCALE_BINARIES = { haproxy: "haproxy", redisServer: "redis-server" } as const;

// /usr/sbin is not on a Debian user's PATH, and haproxy lives there.
const SYSTEM_DIRECTORIES = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

export class MissingBinariesError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `The scale-out needs ${missing.join(" and ")}, which ${missing.length > 1 ? "are" : "is"} not installed on this machine.\n` +
        `Install ${missing.length > 1 ? "them" : "it"} from Debian's archive:  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n` +
        "(Debian starts a redis-server service on port 6379; the scale-out runs its own on another port and does not need it.)",
    );
    this.name = "MissingBinariesError";
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where executables are looked for: PATH, then the system directories. */
export function searchDirectories(searchPath = process.env.PATH ?? ""): string[] {
  return [...searchPath.split(path.delimiter).filter(Boolean), ...SYSTEM_DIRECTORIES];
}

/** The executable's path in the first directory that has it; null when none does. */
export function findBinary(name: string, directories = searchDirectories()): string | null {
  for (const directory of directories) {
    const file = path.join(directory, name);
    if (isExecutable(file)) return file;
  }
  return null;
}

/** The paths of haproxy and redis-server, or a MissingBinariesError saying how to install them. */
export function requireScaleBinaries(directories = searchDirectories()): { haproxy: string; redisServer: string } {
  const haproxy = findBinary(SCALE_BINARIES.haproxy, directories);
  const redisServer = findBinary(SCALE_BINARIES.redisServer, directories);
  const missing = [haproxy ? null : SCALE_BINARIES.haproxy, redisServer ? null : SCALE_BINARIES.redisServer].filter(
    (name) => name !== null,
  );
  if (!haproxy || !redisServer) throw new MissingBinariesError(missing);
  return { haproxy, redisServer };
}
