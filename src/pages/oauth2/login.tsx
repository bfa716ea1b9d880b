import { oauthCallbackLoader } from "@/server/auth";
import { createGetServerSideProps } from "@/server/page-props";
import { RATE_LIMITS } from "@/server/rate-limit";
// The server always redirects back to the shopper's page; the spinner is only a fallback.
export { LoginSpinner as default } from "@/features/auth";

export const getServerSideProps = createGetServerSideProps(oauthCallbackLoader, { rateLimit: RATE_LIMITS.login });
