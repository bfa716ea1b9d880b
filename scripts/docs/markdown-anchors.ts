/**
 * What the docs tests need to know of Markdown: where its code blocks are, and the anchors GitHub
 * gives its headings, so a link's `#anchor` can be checked against the file it leads to.
 */

/** The text with every fenced code block blanked, line for line, so line numbers still match. */
export function withoutCodeFences(markdown: string): string {
  return markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ""));
}

/** GitHub's anchor for one heading: lower case, punctuation dropped, each blank a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** GitHub's anchors for a Markdown file's headings, a repeated heading getting -1, -2, .... */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutCodeFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm)) {
    const slug = headingSlug(heading!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
