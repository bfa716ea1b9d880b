import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";
import { ServerStyleSheet } from "styled-components";
import { DEFAULT_LOCALE, isRtlLocale } from "@/features/i18n";

interface AppDocumentProps {
  nonce?: string;
}

export default class AppDocument extends Document<AppDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & AppDocumentProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      // Styles are collected during the server render, so the first paint is already styled.
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      const nonceHeader = ctx.req?.headers["x-nonce"];
      return {
        ...initialProps,
        nonce: typeof nonceHeader === "string" ? nonceHeader : undefined,
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    const locale = this.props.locale ?? DEFAULT_LOCALE;
    const { nonce } = this.props;
    return (
      <Html lang={locale} dir={isRtlLocale(locale) ? "rtl" : "ltr"}>
        <Head nonce={nonce} />
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
