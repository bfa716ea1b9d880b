import { createIntl } from "react-intl";
import { z } from "zod";
import { providerWindowText } from "@/features/payments";
import { DEFAULT_LOCALE, formattingLocale, htmlLang, isRtlLocale, isSupportedLocale } from "@/lib/locale";
import { apiRoute, parseQuery } from "@/server/bff";
import { loadMessages } from "@/server/i18n/load-messages";

const querySchema = z.object({
  provider: z.string().regex(/^[a-z0-9_]{1,40}$/),
  locale: z.string().optional(),
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The placeholder page: one line, centred, in the page's language and direction. */
export function providerWindowPage(text: string, locale: string): string {
  const line = escapeHtml(text);
  return `<!doctype html><html lang="${htmlLang(locale)}" dir="${isRtlLocale(locale) ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${line}</title></head><body style="margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f2a"><p style="margin:48px 24px;text-align:center">${line}</p></body></html>`;
}

/**
 * GET /api/payments/provider-window/?provider&locale: the first page of a provider's popup
 * (PayPal in-context), opened in the pay click before the gateway's address is known
 * (src/features/payments/submit/provider-window.ts says why it is a page, not about:blank).
 *
 * It is served with `Cross-Origin-Opener-Policy: unsafe-none` instead of the app's
 * same-origin-allow-popups: a popup that navigates from a document with that policy to the
 * gateway's origin is moved to another browsing context group and loses its opener. The page
 * holds nothing but its line of text, runs no script (`default-src 'none'`) and cannot be framed.
 */
export const providerWindowRoute = apiRoute({
  GET: async (req, res) => {
    const query = parseQuery(querySchema, req.query as Record<string, string | string[]>);
    const locale = query.locale && isSupportedLocale(query.locale) ? query.locale : DEFAULT_LOCALE;
    const intl = createIntl({ locale: formattingLocale(locale), defaultLocale: DEFAULT_LOCALE, messages: await loadMessages(locale) });
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "unsafe-none");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.status(200).send(providerWindowPage(providerWindowText(intl, query.provider), locale));
  },
});
