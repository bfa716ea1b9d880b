import path from "node:path";

// Lower-case words and digits joined by "-"; a file adds suffixes and its extension after dots
// (`checkout-loader.test.ts`).
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Next names some pages itself: dynamic route segments (`[cartId]`, `[...slug]`, `[[...slug]]`)
// keep their parameter's name, and the special pages start with "_".
const NEXT_SEGMENT = /^\[{1,2}(?:\.{3})?[A-Za-z][A-Za-z0-9]*\]{1,2}$/;
const NEXT_SPECIAL_PAGE = /^_(?:app|document|error)$/;

function isKebab(name, inPages) {
  return KEBAB.test(name) || (inPages && (NEXT_SEGMENT.test(name) || NEXT_SPECIAL_PAGE.test(name)));
}

/** The first folder or file name on the way from the project root that is not in kebab-case. */
export function nameOutOfCase(relativePath) {
  const segments = relativePath.split(/[\\/]/);
  const inPages = segments[0] === "src" && segments[1] === "pages";
  const fileName = segments.pop();
  const folder = segments.find((segment) => !isKebab(segment, inPages));
  if (folder) return folder;
  // A catch-all segment's own dots (`[...path].ts`) are not suffixes.
  const [base, ...suffixes] = fileName.replace("[...", "[").split(".");
  const ok = isKebab(base, inPages) && suffixes.every((suffix) => KEBAB.test(suffix));
  return ok ? null : fileName;
}

/** ESLint rule: file and folder names in kebab-case (STYLE.md 9). */
const fileNameCase = {
  meta: {
    type: "suggestion",
    docs: { description: "File and folder names in kebab-case" },
    schema: [],
    messages: { outOfCase: '"{{name}}" is not kebab-case: name files and folders like checkout-loader.test.ts.' },
  },
  create(context) {
    const relativePath = path.relative(context.cwd, context.filename);
    if (relativePath.startsWith("..") || path.isAbsolute(relativePath)) return {};
    const name = nameOutOfCase(relativePath);
    if (!name) return {};
    return {
      Program(node) {
        context.report({ node, messageId: "outOfCase", data: { name } });
      },
    };
  },
};

export const fileNamePlugin = { rules: { "file-name-case": fileNameCase } };
