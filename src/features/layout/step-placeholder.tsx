import styled from "styled-components";
import { media, Skeleton, space } from "@/ui";

const Layout = styled.div`
  display: grid;
  gap: ${space(4)};
  padding: ${space(6)} ${space(4)};
  ${media.lg`grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);`}
`;

const Column = styled.div`
  display: grid;
  gap: ${space(4)};
  align-content: start;
`;

/**
 * The loading placeholder of a checkout step: blocks the size of the plan list, the payment
 * form and the order summary, so nothing moves when the real content arrives.
 */
export function StepPlaceholder({ label }: { label: string }) {
  return (
    <Layout data-testid="loading-placeholder" aria-busy="true" role="status" aria-label={label}>
      <Column>
        <Skeleton height={40} />
        <Skeleton height={220} />
        <Skeleton height={320} />
      </Column>
      <Column>
        <Skeleton height={280} />
      </Column>
    </Layout>
  );
}
