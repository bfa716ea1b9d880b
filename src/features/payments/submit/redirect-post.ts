/**
 * A `redirect_post` action: the provider wants a form POST (Przelewy24, Multibanco). A real form,
 * built and submitted at once, is the only way a page can make the browser navigate with a POST.
 */
export function submitRedirectPost(url: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Only web pages: a `javascript:` or `data:` URL from a broken backend must not run here. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
