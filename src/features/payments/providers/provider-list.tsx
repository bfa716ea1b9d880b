import { Fragment, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { Fieldset, space, SpriteIcon, TextLegend, theme } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { cardBrandName } from "./card-brand-names";
import type { ProviderListKind } from "./fetch-providers";
import { choiceKey, type ProviderChoice } from "./provider-choice";
import { cardBrandLogo, LOGO_SIZE, providerLogo } from "./provider-logos";
import { providerName } from "./provider-names";

const Group = styled(Fieldset)`
  gap: ${space(2)};
`;

const Legend = styled(TextLegend)`
  font-weight: ${theme.font.weight.medium};
`;

// The selected option has a thicker accent border and a filled radio: not colour alone.
const Option = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-block-size: 48px;
  padding-inline: ${space(4)};
  border: ${({ $selected }) => ($selected ? 2 : 1)}px solid ${({ $selected }) => ($selected ? theme.color.accent : theme.color.border)};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  cursor: pointer;
  font-weight: ${({ $selected }) => ($selected ? theme.font.weight.medium : theme.font.weight.regular)};

  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${theme.color.accent};
  }
  &:focus-within {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The method's logo; its name is the text beside it, so the picture itself says nothing more. */
const Logo = styled(SpriteIcon)`
  flex: none;
`;

// Flush with the options' edges, so the card fields line up with every other field of the page.
const Details = styled.div`
  display: grid;
  gap: ${space(4)};
  padding-block: ${space(4)} ${space(2)};
`;

interface Props {
  kind: ProviderListKind;
  providers: readonly PaymentProvider[];
  selected: ProviderChoice | null;
  onSelect: (choice: ProviderChoice) => void;
  disabled?: boolean;
  /** The selected method's form, shown right under it rather than after the whole list. */
  details?: ReactNode;
}

/** One radio per provider (`payment-provider-<identifier>`) in a `one-click-providers` or `regular-providers` group. */
export function ProviderList({ kind, providers, selected, onSelect, disabled, details }: Props) {
  const intl = useIntl();
  if (providers.length === 0) return null;
  const label = (provider: PaymentProvider) => {
    if (provider.saved_method) {
      const { brand, last4 } = provider.saved_method;
      return intl.formatMessage(paymentMessages.savedCard, { brand: cardBrandName(intl, brand), last4 });
    }
    // Every card processor (card, stripe, paddle, …) is the card form to a shopper.
    return provider.type === "card" ? intl.formatMessage(paymentMessages.card) : providerName(intl, provider.identifier);
  };
  return (
    <Group data-testid={kind === "one-click" ? "one-click-providers" : "regular-providers"} disabled={disabled}>
      <Legend>{intl.formatMessage(kind === "one-click" ? paymentMessages.oneClickTitle : paymentMessages.regularTitle)}</Legend>
      {providers.map((provider) => {
        const choice: ProviderChoice = { kind, provider };
        const isSelected = choiceKey(selected) === choiceKey(choice);
        return (
          <Fragment key={provider.identifier}>
            <Option $selected={isSelected} data-testid={`payment-provider-${provider.identifier}`}>
              <input
                type="radio"
                name="payment-provider"
                value={choiceKey(choice)}
                checked={isSelected}
                onChange={() => onSelect(choice)}
              />
              {provider.saved_method ? (
                <Logo sprite="cards" name={cardBrandLogo(provider.saved_method.brand)} {...LOGO_SIZE} data-testid="provider-logo" />
              ) : (
                <Logo sprite="payments" name={providerLogo(provider.identifier)} {...LOGO_SIZE} data-testid="provider-logo" />
              )}
              <span>{label(provider)}</span>
            </Option>
            {isSelected && details ? <Details>{details}</Details> : null}
          </Fragment>
        );
      })}
    </Group>
  );
}
