import { createGetServerSideProps, withTrustedLogin } from "@/server/page-props";

export { HomeScreen as default } from "@/features/home";

export const getServerSideProps = createGetServerSideProps(withTrustedLogin(), { renderCache: true });
