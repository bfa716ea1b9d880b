// @ts-check
const localeConfig = require("./src/features/i18n/locale-config.json");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: true,
  i18n: {
    locales: localeConfig.locales,
    defaultLocale: localeConfig.defaultLocale,
    // The locale comes from the path, the `locale` parameter or the `locale` cookie (src/proxy.ts),
    // never from Accept-Language guessing.
    localeDetection: false,
  },
  compiler: { styledComponents: true },
  experimental: {
    // The sandbox and the contracts module are TypeScript outside src/.
    externalDir: true,
  },
};

module.exports = nextConfig;
