/**
 * Dependencies whose version in package.json is not a pinned range: `*`, `latest` (or another
 * dist-tag), `x` ranges, empty, or an unbounded `>=`. Such a range installs whatever is published
 * next, unreviewed.
 */
export function unpinnedDependencies(pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }): string[] {
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.entries(all)
    .filter(([, range]) => !isPinnedRange(range))
    .map(([name, range]) => `${name}@${range}`);
}

function isPinnedRange(range: string): boolean {
  return range
    .split("||")
    .map((part) => part.trim())
    .every((part) => /^[~^]?\d+\.\d+\.\d+(-[\w.]+)?$/.test(part));
}
