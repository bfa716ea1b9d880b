import Head from "next/head";
import { useRouter } from "next/router";
import { isSensitiveParam } from "@/lib/url";

/**
 * While the address holds a sensitive parameter (a trusted token on arrival), the page's own
 * requests (scripts, styles, the BFF) send only the origin as Referer, so the secret never
 * travels in a header, not even to our own server's logs.
 */
export function ReferrerGuard() {
  const { query } = useRouter();
  if (!Object.keys(query).some(isSensitiveParam)) return null;
  return (
    <Head>
      <meta name="referrer" content="strict-origin" key="referrer-policy" />
    </Head>
  );
}
