import { staticErrorProps } from "@/server/page-props";

export default function NotFoundPage() {
  return null;
}

export const getStaticProps = staticErrorProps(404);
