import { useState } from "react";
import type { ValueField } from "./form-fields";
import { FormInput, type FormInputProps } from "./form-input";

/**
 * The CVV is a text field (`inputmode="numeric"`, `autocomplete="cc-csc"`), so a password manager
 * or the browser's card autofill fills it and a phone shows its number pad: a password field gets
 * neither. Its digits show while the shopper types them, so a slip can be seen and fixed, and are
 * masked by style once they move on (nobody reads them over their shoulder afterwards).
 */
export function CvvInput({ onLeave, ...props }: Omit<FormInputProps, "type" | "onFocus">) {
  const [typing, setTyping] = useState(false);
  const leave = (field: ValueField) => {
    setTyping(false);
    onLeave(field);
  };
  return <FormInput {...props} type="text" data-masked={!typing && Boolean(props.value)} onFocus={() => setTyping(true)} onLeave={leave} />;
}
