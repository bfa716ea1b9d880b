// The baseline of `npm run bench`: a bare server-rendered Next.js page with no data, styles or
// providers, built and served the same way as the checkout.
export default function Baseline({ now }) {
  return <main>Baseline page rendered at {now}</main>;
}

export async function getServerSideProps() {
  return { props: { now: Date.now() } };
}
