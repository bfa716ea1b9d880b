export { createGetServerSideProps, buildAppProps, type PageLoader, type PageLoaderContext } from "./create-get-server-side-props";
export { legalRedirect, dashboardRedirect } from "./redirect-loaders";
export { publicConfig } from "./public-config";
export { checkoutLoader } from "./checkout-loader";
export { withTrustedLogin } from "./with-trusted-login";
export { successLoader, successContinueUrl } from "./success-loader";
export { accountSwitchPageLoader } from "./account-switch-loader";
export { consumingParams } from "./with-trusted-login";
