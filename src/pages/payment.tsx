import { checkoutLoader, createGetServerSideProps } from "@/server/page-props";
export { PaymentScreen as default } from "@/features/checkout-page";

export const getServerSideProps = createGetServerSideProps(checkoutLoader);
