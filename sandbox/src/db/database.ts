import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS, type Migration } from "./migrations";

export type SandboxDatabase = Database.Database;

export function applyMigrations(db: SandboxDatabase, migrations: readonly Migration[] = MIGRATIONS): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  let applied = 0;
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied += 1;
  }
  return applied;
}

export function openDatabase(dataDir: string): SandboxDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "sandbox.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // Concurrent sandboxes on one file (app dev server restarts) wait instead of failing.
  db.pragma("busy_timeout = 5000");
  applyMigrations(db);
  return db;
}
