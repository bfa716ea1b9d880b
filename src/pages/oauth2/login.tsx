import { SENSITIVE_PARAMS } from "@/lib/url";
import { oauthCallbackLoader } from "@/server/auth";
import { consumingParams, createGetServerSideProps } from "@/server/page-props";
import { RATE_LIMITS } from "@/server/rate-limit";

// The server always redirects back to the shopper's page; the spinner is only a fallback.
export { LoginSpinner as default } from "@/features/auth";

// The identity provider's code and state are consumed here, and the answer is a redirect without them.
export const getServerSideProps = createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, oauthCallbackLoader), {
  rateLimit: RATE_LIMITS.login,
});
