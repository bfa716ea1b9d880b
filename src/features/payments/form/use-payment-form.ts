import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { FieldProblem } from "../validation/field-problem";
import { dateOfBirthValue, isDateOfBirthPart } from "./date-of-birth";
import type { ErrorSlot, FormRules, FormValues, ValueField } from "./form-fields";
import { validatePaymentForm, validateSlot, type FormErrors } from "./validate-payment-form";

/** The slot whose message a typed field shows: both expiry inputs share one, the date of birth's three another. */
function slotOf(field: ValueField): ErrorSlot {
  if (isDateOfBirthPart(field)) return "date_of_birth";
  return field === "card_expiry_month" || field === "card_expiry_year" ? "card_expiry" : field;
}

/**
 * The payment form's values and shown errors. A message appears when the shopper leaves a field
 * they have typed in (blur) or submits, and then follows the typing so it disappears as soon as the
 * value is right. Tabbing past an empty field says nothing: it is not wrong yet, only not done.
 * Nothing typed is ever cleared by an error (ARCHITECTURE section 9).
 */
export function usePaymentForm(rules: FormRules, initialEmail?: string, now: () => Date = () => new Date()) {
  const [values, setValues] = useState<FormValues>(() => (initialEmail ? { email: initialEmail } : {}));
  const [errors, setErrors] = useState<FormErrors>({});
  // Callbacks read the latest values and rules without being re-created on every keystroke.
  const valuesRef = useRef(values);
  const rulesRef = useRef(rules);
  const nowRef = useRef(now);
  useLayoutEffect(() => {
    rulesRef.current = rules;
    nowRef.current = now;
  });

  // The slots the shopper has typed in: only those are judged when left.
  const typedSlots = useRef(new Set<ErrorSlot>());

  const setValue = useCallback((field: ValueField, value: string) => {
    typedSlots.current.add(slotOf(field));
    const typed = { ...valuesRef.current, [field]: value };
    // The date of birth's fields are one value to validation and the API.
    const next = isDateOfBirthPart(field) ? { ...typed, date_of_birth: dateOfBirthValue(typed) } : typed;
    valuesRef.current = next;
    setValues(next);
    const slot = slotOf(field);
    setErrors((current) => {
      if (!current[slot]) return current;
      const problem = validateSlot(slot, next, rulesRef.current, nowRef.current());
      return { ...current, [slot]: problem ?? undefined };
    });
  }, []);

  const blur = useCallback((field: ValueField) => {
    const slot = slotOf(field);
    const problem = validateSlot(slot, valuesRef.current, rulesRef.current, nowRef.current());
    // A message already shown (after a submit) follows the field; otherwise only a typed one is judged.
    setErrors((current) => (typedSlots.current.has(slot) || current[slot] ? { ...current, [slot]: problem ?? undefined } : current));
  }, []);

  /** Shows every problem; true when there is none. */
  const validateAll = useCallback((): boolean => {
    const found = validatePaymentForm(valuesRef.current, rulesRef.current, nowRef.current());
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  /** A problem only the server or the gateway can see (blocked e-mail domain, refused card). */
  const showProblems = useCallback((problems: FormErrors) => setErrors((current) => ({ ...current, ...problems })), []);

  const visibleErrors = useMemo(() => {
    const shown: FormErrors = {};
    const active = new Set<ErrorSlot>(rules.withEmail ? ["email", ...rules.fields] : rules.fields);
    for (const [slot, problem] of Object.entries(errors) as [ErrorSlot, FieldProblem | undefined][]) {
      if (problem && active.has(slot)) shown[slot] = problem;
    }
    return shown;
  }, [errors, rules.fields, rules.withEmail]);

  return { values, errors: visibleErrors, setValue, blur, validateAll, showProblems, valuesRef };
}

export type PaymentFormState = ReturnType<typeof usePaymentForm>;
