import styled, { keyframes } from "styled-components";
import { media, space } from "@/ui";

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.div<{ $height: number }>`
  block-size: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.card};
  background: linear-gradient(90deg, #eceef2 25%, #f6f7f9 50%, #eceef2 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

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
    <Layout data-testid="loading-placeholder" aria-busy="true" aria-label={label}>
      <Column>
        <Block $height={40} />
        <Block $height={220} />
        <Block $height={320} />
      </Column>
      <Column>
        <Block $height={280} />
      </Column>
    </Layout>
  );
}
