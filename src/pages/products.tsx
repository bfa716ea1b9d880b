import { checkoutLoader, createGetServerSideProps, withTrustedLogin } from "@/server/page-props";

export { ProductsScreen as default } from "@/features/checkout-screens";

export const getServerSideProps = createGetServerSideProps(withTrustedLogin(checkoutLoader), { renderCache: true });
