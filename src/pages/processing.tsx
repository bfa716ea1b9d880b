import { createGetServerSideProps } from "@/server/page-props";

export { ProcessingScreen as default } from "@/features/order-status";

export const getServerSideProps = createGetServerSideProps();
