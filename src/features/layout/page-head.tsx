import Head from "next/head";
import { useRouter } from "next/router";
import { useIntl } from "react-intl";
import { useAppContext } from "@/features/app-context";
import type { Brand } from "@/features/brand";
import { localizePath } from "@/features/i18n";
import { openGraphLocale } from "@/lib/locale";
import { layoutMessages } from "./messages";

export const PROJECT_NAME = "Nord Checkout";

/** The canonical address: the current path with its locale prefix, never the query. */
export function canonicalUrl(appBaseUrl: string, asPath: string, locale: string): string {
  const path = asPath.split(/[?#]/)[0] || "/";
  return new URL(localizePath(path, locale), appBaseUrl).toString();
}

/**
 * Page metadata of spec section 1 that changes with the page: its title, description, address and
 * language. What every page says alike (robots, og:type, og:site_name, twitter:card) is in
 * _document's head, written once: next/head collects, deduplicates and copies each of its
 * elements on every render.
 */
export function PageHead({ brand }: { brand: Brand }) {
  const intl = useIntl();
  const { asPath, locale = "en" } = useRouter();
  const { config } = useAppContext();
  const title = intl.formatMessage(layoutMessages.pageTitle, { provider: brand.name, project: PROJECT_NAME });
  const description = intl.formatMessage(layoutMessages.pageDescription, { provider: brand.name });
  const url = canonicalUrl(config.appBaseUrl, asPath, locale);

  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={openGraphLocale(locale)} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </Head>
  );
}
