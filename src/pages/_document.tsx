import Document, { Html, Main, Head as NextHead, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import type { CSSProperties } from "react";
import type { PageProps } from "@/features/app-context";
import { brandFromQuery } from "@/features/brand";
import { DEFAULT_LOCALE, isRtlLocale, PAGE_MESSAGES_ID } from "@/features/i18n";
import { PROJECT_NAME } from "@/features/layout";
import { scriptsAfterFirstLayout } from "@/lib/document-scripts";
import { GOOGLE_PAY_DOCUMENT_ATTRIBUTE } from "@/lib/google-pay-document";
import { htmlLang } from "@/lib/locale";
import { getEnv } from "@/server/env";
import { CATALOGUE_EARLY_FETCH_SOURCE } from "@/server/i18n/catalogue-early-fetch";
import { catalogueAddress } from "@/server/i18n/packed-catalogue";
import { contentSecurityPolicy, isGooglePayOffered, newNonce, requestNonce } from "@/server/security";
import { DEV_SETTINGS_COOKIE, resolveServices } from "@/server/services";
import { requestStyleSheet } from "@/server/styles";
import { ACCENT_PROPERTY, accents, GLOBAL_CSS, STILL_SKELETONS_CSS } from "@/ui";

/** One cookie's value from the raw header (the document's request has no parsed cookies). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  const match = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

type DocumentFiles = Parameters<NextHead["getScripts"]>[0];

/**
 * Next.js's `<Head>`, with the page's scripts asked for after the first layout (lib/document-scripts),
 * unless `SCRIPT_LOADING=next` keeps Next.js's own tags. These are Next.js internals:
 * e2e/framework-overrides.spec.ts fails when an upgrade changes them.
 */
class Head extends NextHead {
  override getDynamicChunks(files: DocumentFiles) {
    return getEnv().SCRIPT_LOADING === "next" ? super.getDynamicChunks(files) : [];
  }

  override getScripts(files: DocumentFiles) {
    if (getEnv().SCRIPT_LOADING === "next") return super.getScripts(files);
    // Dynamic chunks first, as Next.js orders them, in the one loader.
    return scriptsAfterFirstLayout([...super.getDynamicChunks(files), ...super.getScripts(files)], this.props.nonce);
  }
}

interface AppDocumentProps {
  nonce?: string;
  /** The policy allows Google Pay (GOOGLE_PAY_DOCUMENT_ATTRIBUTE tells the browser's wallet probe). */
  googlePay?: boolean;
}

export default class AppDocument extends Document<AppDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & AppDocumentProps> {
    const sheet = requestStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      // Styles are collected during the server render, so the first paint is already styled.
      ctx.renderPage = () => originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      // Every server-rendered page, error pages included, has its own nonce (made when the
      // request arrived, src/server/security/secure-responses.ts) and the policy that names it,
      // here with the backends of the browser's dev settings; the header is still unsent.
      const nonce = requestNonce(ctx.req) ?? newNonce();
      const googlePay = isGooglePayOffered(ctx.req);
      if (ctx.res && !ctx.res.headersSent) {
        const env = getEnv();
        const { pricingApiUrl } = resolveServices(cookieValue(ctx.req?.headers.cookie, DEV_SETTINGS_COOKIE), env);
        const isDev = process.env.NODE_ENV === "development";
        ctx.res.setHeader("Content-Security-Policy", contentSecurityPolicy(env, nonce, isDev, pricingApiUrl, googlePay));
      }
      return {
        ...initialProps,
        nonce,
        googlePay,
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    const locale = this.props.locale ?? DEFAULT_LOCALE;
    const { nonce, googlePay } = this.props;
    // The brand's accent is the one themed value; every styled rule reads it as var(--accent).
    const accent = { [ACCENT_PROPERTY]: accents[brandFromQuery(this.props.__NEXT_DATA__.query).accent] } as CSSProperties;
    // The page is rendered by now. Its catalogue leaves `__NEXT_DATA__` (serialised on every
    // request) for an address of its own, which the browser keeps (features/i18n/page-messages).
    const appProps = (this.props.__NEXT_DATA__.props as { pageProps?: Partial<PageProps> } | undefined)?.pageProps?.appProps;
    const messages = appProps?.translations;
    const catalogue = appProps && messages ? catalogueAddress(appProps.language?.localeCode ?? locale, messages) : null;
    if (appProps) delete appProps.translations;
    return (
      <Html
        lang={htmlLang(locale)}
        dir={isRtlLocale(locale) ? "rtl" : "ltr"}
        style={accent}
        {...(googlePay ? { [GOOGLE_PAY_DOCUMENT_ATTRIBUTE]: "" } : {})}
      >
        <Head nonce={nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* The metadata every page says alike; the page's own is PageHead's (features/layout). */}
          <meta name="robots" content="noindex" />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={PROJECT_NAME} />
          <meta name="twitter:card" content="summary" />
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
          <noscript dangerouslySetInnerHTML={{ __html: `<style nonce="${nonce ?? ""}">${STILL_SKELETONS_CSS}</style>` }} />
          {/* Asked for while the document streams in, and kept parsed for the app: hydration needs it. */}
          {catalogue ? <link id={PAGE_MESSAGES_ID} rel="preload" as="fetch" crossOrigin="anonymous" href={catalogue} /> : null}
          {catalogue ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CATALOGUE_EARLY_FETCH_SOURCE }} /> : null}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
