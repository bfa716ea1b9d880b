import { useId, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/contracts/password-rules";
import { Alert, Button, Input, Loader, space } from "@/ui";
import { saveFirstPassword, type CartAccount } from "./cart-account";
import { signupMessages as m } from "./messages";

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
`;

interface SignupFormProps {
  cartId: string;
  email: string;
  /** The password is saved (or the account had one already): the shopper can log in now. */
  onDone: (account: CartAccount | null) => void;
}

/**
 * The sign-up form of the success step: the first password of the account this purchase made.
 * The e-mail rides along as a hidden username, so a password manager saves the pair.
 */
export function SignupForm({ cartId, email, onDone }: SignupFormProps) {
  const intl = useIntl();
  const id = useId();
  const [password, setPassword] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const [status, setStatus] = useState<"idle" | "saving" | "failed">("idle");
  const rule = intl.formatMessage(m.passwordRule, { min: PASSWORD_MIN_LENGTH });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === "saving") return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setStatus("saving");
    const saved = await saveFirstPassword(cartId, password);
    if (saved === "failed") setStatus("failed");
    else onDone(saved === "taken" ? null : saved);
  }

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="signup-form">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Input
        id={`${id}-password`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(m.passwordLabel)}
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        error={tooShort ? rule : undefined}
        hint={tooShort ? undefined : rule}
        data-testid="signup-password-input"
        onChange={(event) => {
          setPassword(event.target.value);
          if (event.target.value.length >= PASSWORD_MIN_LENGTH) setTooShort(false);
        }}
      />
      {status === "failed" ? <Alert tone="error">{intl.formatMessage(m.failed)}</Alert> : null}
      <Button type="submit" block disabled={status === "saving"} data-testid="signup-submit-button">
        {status === "saving" ? <Loader size="small" /> : null}
        {intl.formatMessage(m.createPassword)}
      </Button>
    </Form>
  );
}
