import { SENSITIVE_PARAMS } from "@/lib/url";
import { consumingParams, createGetServerSideProps, dashboardRedirect } from "@/server/page-props";

export default function DashboardPage() {
  return null;
}

// A redirect to the provider's dashboard, which is where its trusted token is for.
export const getServerSideProps = createGetServerSideProps(consumingParams(SENSITIVE_PARAMS, dashboardRedirect));
