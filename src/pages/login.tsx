import { loginPageLoader } from "@/server/auth";
import { SENSITIVE_PARAMS } from "@/lib/url";
import { consumingParams, createGetServerSideProps } from "@/server/page-props";
// The server always redirects (to the identity provider or back); the spinner is only a fallback.
export { LoginSpinner as default } from "@/features/auth";

export const getServerSideProps = createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, loginPageLoader));
