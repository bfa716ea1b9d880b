// @ts-check
const path = require("node:path");
const { addCompileHints } = require("./scripts/build/compile-hints.cjs");
const { oneByteServerSources } = require("./scripts/build/one-byte-sources.cjs");
const localeConfig = require("./src/lib/locale/locale-config.json");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page is rendered per request for one shopper; hashing each HTML document for an ETag
  // cost more server time than any revalidation could save.
  generateEtags: false,
  trailingSlash: true,
  i18n: {
    locales: localeConfig.locales,
    defaultLocale: localeConfig.defaultLocale,
    // The locale comes from the path. A `locale` parameter, or the `locale` cookie on an address
    // without a prefix, redirects to the prefixed address in every page's getServerSideProps
    // (src/server/page-props/locale-redirect.ts). Accept-Language only offers a language
    // (src/server/i18n/language-suggestion.ts), it never picks one.
    localeDetection: false,
  },
  // Generated class names carry the "nord" prefix of spec section 9. Component names in class
  // names help only while developing: in production they were almost half of the page's markup.
  compiler: {
    styledComponents: { ssr: true, namespace: "nord", displayName: process.env.NODE_ENV !== "production" },
    // Sentry's documented tree-shaking flags: no debug logging, no recording of iframes (the card
    // form's gateway frame must never be recorded) or shadow DOM, and no replay compression worker
    // (replays leave the browser only after an error). Tracing stays: the server's runs when
    // SENTRY_TRACES_SAMPLE_RATE is above 0, and one define serves both sides.
    define: {
      __SENTRY_DEBUG__: false,
      __RRWEB_EXCLUDE_IFRAME__: true,
      __RRWEB_EXCLUDE_SHADOW_DOM__: true,
      __SENTRY_EXCLUDE_REPLAY_WORKER__: true,
    },
    // V8's compile hint on the JavaScript every page loads first, so its functions compile while
    // it streams in rather than on the main thread at start-up (scripts/build/compile-hints.cjs).
    // And the server's chunks in one byte a character (scripts/build/one-byte-sources.cjs): V8
    // keeps every loaded script's source, two bytes a character once it holds one non-Latin-1 "…".
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      addCompileHints({ distDir: path.resolve(projectDir, distDir) });
      oneByteServerSources({ distDir: path.resolve(projectDir, distDir) });
    },
  },
  // The security headers (CSP, HSTS, Referrer-Policy, nosniff, COOP, X-Frame-Options,
  // Permissions-Policy) depend on the deployment and the request, so the server sets them on every
  // response at run time: src/server/security/secure-responses.ts.
  turbopack: {
    rules: {
      // The browser formats only catalogue messages (every key is there), so its message
      // definitions keep just their ids: no default texts or translator notes in the bundle.
      "*messages.ts": [
        {
          condition: { all: ["browser", { not: "foreign" }] },
          loaders: [require.resolve("./scripts/build/message-ids-loader.cjs")],
          as: "*.js",
        },
      ],
    },
    resolveAlias: {
      // Messages reach the browser compiled (src/server/i18n/compile-messages.ts), so it needs
      // react-intl's formatter but not the ICU parser (about 14 KiB gzip).
      "@formatjs/icu-messageformat-parser": { browser: "@formatjs/icu-messageformat-parser/no-parser.js" },
      // Queries reach the browser compiled (src/lib/graphql): urql there needs no GraphQL parser
      // or printer (about 4 KiB gzip).
      "@0no-co/graphql.web": { browser: "./src/lib/graphql/browser-graphql-web.ts" },
    },
  },
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone and runs Next's
  // standalone server.js; every other build (npm start, the e2e runner, check:js, the bench, the
  // scale-out) stays the usual one that `next start` serves.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" } : {}),
  // The server's dependencies are bundled (tree-shaken and minified) like the App Router's rather
  // than required from node_modules one file at a time (zod's ES module sources alone held over
  // 0.7 MiB of the heap). About 11 MiB less resident memory at start, 6 after the bench's load.
  bundlePagesRouterDependencies: true,
  experimental: {
    // The sandbox and the contracts module are TypeScript outside src/.
    externalDir: true,
  },
};

module.exports = nextConfig;
