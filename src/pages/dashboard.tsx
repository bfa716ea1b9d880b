import { createGetServerSideProps, dashboardRedirect } from "@/server/page-props";

export default function DashboardPage() {
  return null;
}

export const getServerSideProps = createGetServerSideProps(dashboardRedirect);
