import { createGetServerSideProps } from "@/server/page-props";

export { PendingScreen as default } from "@/features/order-status";

export const getServerSideProps = createGetServerSideProps();
