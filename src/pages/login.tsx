import { SENSITIVE_PARAMS } from "@/lib/url";
import { loginPageLoader } from "@/server/auth";
import { consumingParams, createGetServerSideProps } from "@/server/page-props";
import { RATE_LIMITS } from "@/server/rate-limit";

// The server always redirects (to the identity provider or back); the spinner is only a fallback.
export { LoginSpinner as default } from "@/features/auth";

export const getServerSideProps = createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, loginPageLoader), {
  rateLimit: RATE_LIMITS.login,
});
