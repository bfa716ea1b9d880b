import { createGetServerSideProps, withTrustedLogin } from "@/server/page-props";
export { HomeScreen as default } from "@/features/steps";

export const getServerSideProps = createGetServerSideProps(withTrustedLogin(), { renderCache: true });
