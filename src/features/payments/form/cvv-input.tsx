import { useState } from "react";
import type { ValueField } from "./form-fields";
import { FormInput, type FormInputProps } from "./form-input";

/**
 * The CVV shows its digits while the shopper types them, so a slip can be seen and fixed, and is
 * masked once they move on (nobody reads it over their shoulder afterwards).
 */
export function CvvInput({ onLeave, ...props }: Omit<FormInputProps, "type" | "onFocus">) {
  const [typing, setTyping] = useState(false);
  const leave = (field: ValueField) => {
    setTyping(false);
    onLeave(field);
  };
  return <FormInput {...props} type={typing ? "text" : "password"} onFocus={() => setTyping(true)} onLeave={leave} />;
}
