import { UnexpectedErrorScreen } from "@/features/errors";
import { createGetServerSideProps } from "@/server/page-props";

/** `/error/`: where flows that fail unexpectedly send the shopper (`from`: the step that failed). */
export default UnexpectedErrorScreen;

export const getServerSideProps = createGetServerSideProps();
