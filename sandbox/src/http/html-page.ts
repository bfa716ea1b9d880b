const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1d21; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); padding: 32px; max-width: 420px; width: calc(100% - 32px); box-sizing: border-box; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { line-height: 1.5; margin: 0 0 16px; color: #3c4049; }
  .tag { display: inline-block; font-size: 12px; letter-spacing: .04em; text-transform: uppercase; color: #5b6170; margin-bottom: 12px; }
  .amount { font-size: 28px; font-weight: 600; color: #1b1d21; margin-bottom: 24px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  form { margin: 0; flex: 1 1 140px; }
  button { width: 100%; font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #4687ff; outline-offset: 2px; }
  .approve { background: #1d6ef2; color: #fff; }
  .decline { background: #fff; color: #b3261e; border-color: #b3261e; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; }
  dt { color: #5b6170; }
  dd { margin: 0; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #8a8f9c; border-radius: 8px; }
  input:focus-visible { outline: 3px solid #4687ff; outline-offset: 1px; }
  .stack { display: block; }
  .stack button { margin-top: 24px; }
  .error { color: #b3261e; font-weight: 600; }
  .cancel { display: inline-block; margin-top: 16px; color: #1d6ef2; }
`;

/**
 * A small, accessible page without scripts or external resources. `body` must be escaped markup.
 * With a nonce the style sheet carries it, for a Content-Security-Policy without 'unsafe-inline'.
 */
export function htmlPage(title: string, body: string, styleNonce?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style${styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : ""}>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
