import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAuth } from "@/features/auth";
import { AnimatedDots, Button, Loader, space } from "@/ui";
import { fetchCartAccount, type CartAccount } from "./cart-account";
import { signupMessages as m } from "./messages";
import { SignupForm } from "./signup-form";

/** The success step draws the card around it, so the card is there before this code arrives. */
const Section = styled.div`
  display: grid;
  gap: ${space(4)};
`;

export interface SignupSectionProps {
  cartId: string;
  /** The order's e-mail, for the words before the account's own answer arrives or when there is none. */
  email: string;
  /** The brand of what was bought. */
  provider: string;
}

/**
 * The success step's account section for a guest: the purchase joined the account of its
 * e-mail. An account the purchase made gets its first password here (the sign-up form); every
 * other case says how to log in, with a button that starts the login and comes back here.
 * `undefined` while the account is asked for; null when this browser cannot know it.
 */
export function SignupSection({ cartId, email, provider }: SignupSectionProps) {
  const intl = useIntl();
  const { state, login } = useAuth();
  const [account, setAccount] = useState<CartAccount | null | undefined>(undefined);
  const [passwordSet, setPasswordSet] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchCartAccount(cartId, controller.signal).then(setAccount, () => {
      if (!controller.signal.aborted) setAccount(null);
    });
    return () => controller.abort();
  }, [cartId]);

  const accountEmail = account?.email ?? email;
  // The address reads left to right in one piece inside a right-to-left sentence.
  const isolatedEmail = <bdi dir="ltr">{accountEmail}</bdi>;
  const loggingIn = state === "logging-in";
  let body;
  if (account === undefined) {
    body = <Loader size="medium" label={intl.formatMessage(m.checking)} />;
  } else if (account?.status === "password_needed" && !passwordSet) {
    body = (
      <>
        <p>{intl.formatMessage(m.created, { provider, email: isolatedEmail })}</p>
        <SignupForm
          cartId={cartId}
          email={accountEmail}
          onDone={(saved) => {
            setPasswordSet(saved !== null);
            if (saved === null) setAccount({ email: accountEmail, status: "ready" });
          }}
        />
      </>
    );
  } else {
    const values = { provider, email: isolatedEmail };
    const hint = passwordSet
      ? intl.formatMessage(m.ready, { email: isolatedEmail })
      : intl.formatMessage(account ? m.existing : m.unknown, values);
    body = (
      <>
        {/* Another browser is not told the order's e-mail: it only gets the way to log in. */}
        {accountEmail ? <p data-testid="signup-login-hint">{hint}</p> : null}
        <Button variant="secondary" block disabled={loggingIn} onClick={() => void login()} data-testid="signup-login-button">
          {intl.formatMessage(m.logIn)}
          {loggingIn ? <AnimatedDots /> : null}
        </Button>
      </>
    );
  }

  return (
    <Section data-testid="signup-section" data-section="signup_section" aria-busy={account === undefined}>
      <h2>{intl.formatMessage(m.title, { provider })}</h2>
      {body}
    </Section>
  );
}
