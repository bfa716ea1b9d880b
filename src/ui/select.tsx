import { useDeferredValue, useId, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { controlStyles, FieldError, FieldErrorRegion, labelStyles } from "./field-styles";
import { space, theme } from "./theme";
import { useHydrated } from "./use-hydrated";
import { visuallyHidden } from "./visually-hidden";

const CHEVRON_PX = 16;

/**
 * The field, its label, the select and its chevron, styled as one: each styled element is a
 * component of its own for the server to render (performance.md, "a render"). The label is hidden
 * by an attribute, and the chevron is laid over the select's end (the left in right-to-left pages).
 *
 * The select is drawn by the app, not the browser: WebKit draws a native select grey with a black
 * triangle, beside white inputs, so it looked disabled. Without the browser's look it is the text
 * inputs' box, with room at its end for the chevron.
 */
const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-inline-size: 0;
  & > label {
    ${labelStyles}
  }
  & > label[data-hidden] {
    ${visuallyHidden}
  }
  & > .box {
    position: relative;
  }
  & > .box > select {
    ${controlStyles}
    -webkit-appearance: none;
    appearance: none;
    padding-inline-end: calc(${space(3)} + ${CHEVRON_PX}px + ${space(2)});
    cursor: pointer;
  }
  & > .box > select[aria-invalid="true"] {
    border-color: ${theme.color.danger};
  }
  & > .box > select:disabled {
    background: ${theme.color.page};
    color: ${theme.color.textMuted};
    cursor: default;
  }
  & > .box > svg {
    position: absolute;
    inset-inline-end: ${space(3)};
    inset-block: 0;
    margin-block: auto;
    pointer-events: none;
    color: ${theme.color.textMuted};
  }
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: string;
  /** Keeps the label for screen readers only, for compact controls such as the language picker. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Shown under the select and tied to it for assistive technology. */
  error?: string | undefined;
}

/** The chosen option alone (or the first, when nothing is chosen): what a closed select shows. */
function chosenOption(options: readonly SelectOption[], value: SelectProps["value"]): readonly SelectOption[] {
  const chosen = options.find((option) => option.value === value) ?? options[0];
  return chosen ? [chosen] : [];
}

/**
 * A labelled native select. The server renders only the chosen option: a closed select shows
 * nothing else, long lists (250 countries, 51 states, 26 languages) were a third of the page's
 * elements, and nobody opens one before the page is interactive. The browser adds the rest right
 * after hydration, without a mismatch.
 */
export function Select({ label, hideLabel = false, options, error, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  // Right after hydration React re-renders every select at once, synchronously; deferred, that
  // re-render keeps the one option and the long lists follow in a background render, in slices.
  const hydrated = useDeferredValue(useHydrated());
  const shown = hydrated ? options : chosenOption(options, rest.value);
  return (
    <SelectField className="nord-select">
      <label htmlFor={selectId} data-hidden={hideLabel ? "" : undefined}>
        {label}
      </label>
      <div className="box">
        <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest}>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg width={CHEVRON_PX} height={CHEVRON_PX} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <FieldErrorRegion>{error ? <FieldError id={errorId}>{error}</FieldError> : null}</FieldErrorRegion>
    </SelectField>
  );
}
