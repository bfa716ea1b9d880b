import { createGetServerSideProps } from "@/server/page-props";
export { StepScreen as default } from "@/features/steps";

export const getServerSideProps = createGetServerSideProps();
