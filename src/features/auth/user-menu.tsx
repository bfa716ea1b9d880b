import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Brand } from "@/features/brand";
import { clientOnlyComponent, theme } from "@/ui";
import { accountAreaMessages } from "./account-area-messages";

const loadAccountMenu = () => import("./account-menu");
// The menu is rare and opens on demand (spec 2.4): its code loads on the first hover or focus.
const AccountMenu = clientOnlyComponent(() => loadAccountMenu().then((module) => module.default));

const Anchor = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  &[aria-expanded="true"] {
    box-shadow:
      0 0 0 2px ${theme.color.surface},
      0 0 0 4px ${theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

interface UserMenuProps {
  email: string;
  brand: Brand;
  hideLogout: boolean;
}

/** The logged-in shopper's avatar (the e-mail's first character) and the account menu it opens. */
export function UserMenu({ email, brand, hideLogout }: UserMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const avatarRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) avatarRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // The menu-button pattern: the arrow keys open the menu as Enter and Space do.
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <Anchor>
      <Avatar
        ref={avatarRef}
        type="button"
        data-testid="user-avatar"
        aria-label={intl.formatMessage(accountAreaMessages.accountMenu, { email })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
      >
        {email.charAt(0).toUpperCase()}
      </Avatar>
      {open ? <AccountMenu id={menuId} email={email} brand={brand} hideLogout={hideLogout} avatarRef={avatarRef} onClose={close} /> : null}
    </Anchor>
  );
}
