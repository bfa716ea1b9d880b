import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Brand } from "@/features/brand";
import { AnimatedDots, space, theme } from "@/ui";
import { accountMessages } from "./account-messages";
import { useAuth } from "./auth-context";
import { openDashboard } from "./dashboard-handoff";

const Panel = styled.div`
  position: absolute;
  z-index: 20;
  inset-block-start: calc(100% + ${space(2)});
  inset-inline-end: 0;
  min-inline-size: 240px;
  max-inline-size: calc(100vw - ${space(8)});
  padding-block: ${space(2)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.16);
`;

const Email = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(4)} ${space(3)};
  border-block-end: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Item = styled.button`
  display: flex;
  inline-size: 100%;
  padding: ${space(3)} ${space(4)};
  border: none;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.color.page};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.color.focus};
  }
  &[aria-disabled="true"] {
    cursor: progress;
    color: ${theme.color.textMuted};
  }
`;

export interface AccountMenuProps {
  id: string;
  email: string;
  brand: Brand;
  hideLogout: boolean;
  avatarRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; focus goes back to the avatar when the keyboard closed it. */
  onClose: (returnFocus: boolean) => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/** Moves focus between the items like a native menu: arrows wrap, Home and End jump. */
function focusTarget(items: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  if (key === "ArrowDown") return items[(current + 1) % items.length];
  if (key === "ArrowUp") return items[(current - 1 + items.length) % items.length];
  if (key === "Home") return items[0];
  if (key === "End") return items.at(-1);
  return undefined;
}

/** The account menu (spec 2.4): the e-mail, the provider's account and "Log out". Loaded lazily. */
export default function AccountMenu({ id, email, brand, hideLogout, avatarRef, onClose }: AccountMenuProps) {
  const intl = useIntl();
  const emailId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const { state, logout } = useAuth();
  const [handingOff, setHandingOff] = useState(false);
  const loggingOut = state === "logging-out";

  useEffect(() => {
    menuItems(menuRef.current)[0]?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !avatarRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [avatarRef, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key === "Tab") {
      onClose(false);
      return;
    }
    const items = menuItems(menuRef.current);
    const next = focusTarget(items, items.indexOf(document.activeElement as HTMLElement), event.key);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  function onDashboard() {
    if (handingOff) return;
    setHandingOff(true);
    void openDashboard();
  }

  return (
    <Panel id={id} ref={menuRef} role="menu" aria-labelledby={emailId} data-testid="account-menu" onKeyDown={onKeyDown}>
      <Email id={emailId} role="presentation" data-testid="account-email">
        {/* An address reads left to right in one piece inside a right-to-left menu. */}
        <bdi dir="ltr">{email}</bdi>
      </Email>
      <Item
        type="button"
        role="menuitem"
        tabIndex={-1}
        aria-disabled={handingOff}
        onClick={onDashboard}
        data-testid="account-dashboard-link"
      >
        {intl.formatMessage(accountMessages.accountEntry, { provider: brand.name })}
        {handingOff ? <AnimatedDots /> : null}
      </Item>
      {hideLogout ? null : (
        <Item
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={loggingOut}
          onClick={() => void logout()}
          data-testid="logout-button"
        >
          {intl.formatMessage(loggingOut ? accountMessages.loggingOut : accountMessages.logOut)}
          {loggingOut ? <AnimatedDots /> : null}
        </Item>
      )}
    </Panel>
  );
}
