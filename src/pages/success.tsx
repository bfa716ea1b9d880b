import { createGetServerSideProps, successLoader } from "@/server/page-props";

export { SuccessScreen as default } from "@/features/order-status";

export const getServerSideProps = createGetServerSideProps(successLoader);
