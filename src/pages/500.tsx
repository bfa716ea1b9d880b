import { staticErrorProps } from "@/server/page-props";

export default function ServerErrorPage() {
  return null;
}

export const getStaticProps = staticErrorProps(500);
