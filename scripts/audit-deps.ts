/**
 * CI's dependency check (.ci/run): every dependency a pinned range, and `npm audit --omit=dev`
 * with no high or critical advisory. When the registry's audit endpoint cannot be reached (offline,
 * or a mirror without it) the audit is skipped with a message saying so; any report it does give
 * is enforced.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { readAuditOutput } from "./audit/audit-report";
import { unpinnedDependencies } from "./audit/dependency-ranges";

const root = path.resolve(__dirname, "..");
const unpinned = unpinnedDependencies(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")));
if (unpinned.length > 0) {
  console.error(`Dependencies without a pinned range in package.json: ${unpinned.join(", ")}`);
  process.exit(1);
}

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8", timeout: 120_000 });
const outcome = readAuditOutput(audit.stdout ?? "");
if (outcome.kind === "unreachable") {
  console.log(`npm audit skipped: ${outcome.reason}. The advisories could not be fetched; run it again with the registry reachable.`);
} else if (outcome.kind === "broken") {
  console.error(`npm audit failed: ${outcome.reason}`);
  process.exit(1);
} else if (outcome.blocking.length > 0) {
  for (const advisory of outcome.blocking) console.error(`npm audit: ${advisory.severity} advisory in ${advisory.name}`);
  console.error("Update or replace these packages (`npm audit --omit=dev` names the fixes).");
  process.exit(1);
} else {
  console.log("npm audit: no high or critical advisory in the production dependencies");
}
