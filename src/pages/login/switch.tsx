import { accountSwitchPageLoader, createGetServerSideProps } from "@/server/page-props";

export { AccountSwitchScreen as default } from "@/features/auth";

export const getServerSideProps = createGetServerSideProps(accountSwitchPageLoader);
