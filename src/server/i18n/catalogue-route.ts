import { isSupportedLocale } from "@/lib/locale";
import { ApiError, apiRoute } from "@/server/bff";
import { loadMessages } from "./load-messages";
import { catalogueText, catalogueVersion } from "./packed-catalogue";

/** A versioned catalogue never changes: a browser (or a CDN) keeps it for a year. */
const KEPT = "public, max-age=31536000, immutable";

/**
 * GET /api/messages/<locale>/?v=<version>: a language's catalogue, packed, which a page's browser
 * fetches while it draws the server's HTML and hydrates with (features/i18n/page-messages). The
 * same for every shopper, so nothing personal and no rate limit. An address with this process's
 * version is kept by the browser; any other version (a page from another build, during a
 * deploy) gets this build's catalogue, not kept.
 */
export const catalogueRoute = apiRoute({
  GET: async (req, res) => {
    const { locale, v } = req.query;
    if (!isSupportedLocale(locale)) throw new ApiError(404, { error: "not_found", message: "There is no catalogue for this language." });
    const messages = await loadMessages(locale);
    res.setHeader("Cache-Control", v === catalogueVersion(messages) ? KEPT : "no-cache");
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.status(200).send(catalogueText(messages));
  },
});
