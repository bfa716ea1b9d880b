import type { ReactNode } from "react";
import styled from "styled-components";
import { cardSurface, Loader, space, theme } from "@/ui";

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  max-inline-size: 560px;
  margin: ${space(10)} auto;
  padding: ${space(8)} ${space(6)};
  ${cardSurface}
  text-align: center;
  color: ${theme.color.accent};

  h1 {
    color: ${theme.color.text};
    font-size: ${theme.font.size.xl};
  }
  p {
    color: ${theme.color.textMuted};
  }
`;

interface Props {
  testId: string;
  title: string;
  children?: ReactNode;
}

/** The waiting screens (processing, pending): a large loader, a heading and what happens next. */
export function StatusScreen({ testId, title, children }: Props) {
  return (
    <Panel data-testid={testId} aria-live="polite">
      <Loader size="large" label={title} />
      <h1>{title}</h1>
      {children}
    </Panel>
  );
}
