import type { NextPageContext } from "next";
import type { PageProps } from "@/features/app-context";

/**
 * Every error status (404, 429, 500, a malformed address) is rendered here on demand, so the
 * page carries this response's CSP nonce and the running configuration. `_app` renders the
 * screen from `appProps.error`; this page only decides the status.
 */
function ErrorPage() {
  return null;
}

ErrorPage.getInitialProps = async ({ req, res, err, locale }: NextPageContext): Promise<PageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (typeof window === "undefined") {
    const { errorPageProps, redirectWithoutSecrets } = await import("@/server/page-props/error-page-props");
    // A 404 (or any error) reached with a token or an e-mail in its address is answered without it.
    if (req && res && redirectWithoutSecrets(req, res, locale)) return { appProps: null } as unknown as PageProps;
    return errorPageProps(statusCode, locale);
  }
  const { clientErrorPageProps } = await import("@/features/errors/client-error-page-props");
  return clientErrorPageProps(statusCode);
};

export default ErrorPage;
