import { createGetServerSideProps, legalRedirect } from "@/server/page-props";

export default function LegalPage() {
  return null;
}

export const getServerSideProps = createGetServerSideProps(legalRedirect("/legal/cookie-policy/"));
