import { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { space, theme } from "./theme";

const Dialog = styled.dialog`
  inline-size: min(560px, calc(100vw - ${space(8)}));
  max-block-size: calc(100vh - ${space(8)});
  padding: ${space(6)};
  border: none;
  border-radius: ${theme.radius.widget};
  background: ${theme.color.surface};
  color: inherit;
  box-shadow: 0 20px 48px rgba(16, 24, 40, 0.25);

  &::backdrop {
    background: rgba(16, 24, 40, 0.5);
  }
`;

const Title = styled.h2`
  margin-block-end: ${space(3)};
  font-size: ${theme.font.size.lg};
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A native <dialog>: the browser traps focus, closes on Escape and restores focus
 * to the opener, so no focus-management code is needed here.
 */
export function Modal({ open, title, onClose, children, testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      data-section="dialog"
      className="nord-modal"
    >
      <Title id={testId ? `${testId}-title` : undefined}>{title}</Title>
      {children}
    </Dialog>
  );
}
