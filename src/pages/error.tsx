import { ErrorScreen } from "@/features/errors";
import { createGetServerSideProps } from "@/server/page-props";

/** `/error/`: where flows that fail unexpectedly send the shopper. */
export default function UnexpectedErrorPage() {
  return <ErrorScreen statusCode={500} />;
}

export const getServerSideProps = createGetServerSideProps();
