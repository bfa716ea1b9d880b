import { useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentProvider } from "@/contracts/checkout-api";
import { space, SpriteIcon, theme } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { walletMark } from "./provider-logos";
import { providerName } from "./provider-names";

const Group = styled.section`
  display: grid;
  gap: ${space(2)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${space(2)};
`;

// Black with the wallet's white mark, as Apple's and Google's button guidelines draw them.
// The wallet the link chose: Pay below pays with it too.
const WalletButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 48px;
  border: none;
  border-radius: ${theme.radius.control};
  background: #000;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: #2b2b2b;
  }
  &[aria-pressed="true"] {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Mark = styled(SpriteIcon)`
  display: block;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};

  &::before,
  &::after {
    content: "";
    flex: 1;
    border-block-start: 1px solid ${theme.color.border};
  }
`;

interface Props {
  wallets: readonly PaymentProvider[];
  /** The wallet that is the chosen method (the link's `payment_provider`), if one is. */
  selected?: string;
  onPay: (wallet: PaymentProvider) => void;
  disabled?: boolean;
}

/**
 * Apple Pay and Google Pay as one-tap buttons above the payment methods, where this browser can
 * pay with them: a tap pays at once through the wallet's sheet, with the e-mail above.
 */
export function ExpressWallets({ wallets, selected, onPay, disabled }: Props) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Group data-testid="express-providers" aria-labelledby={titleId}>
      <Title id={titleId}>{intl.formatMessage(paymentMessages.expressTitle)}</Title>
      <Buttons>
        {wallets.map((wallet) => {
          const mark = walletMark(wallet.identifier);
          const name = providerName(intl, wallet.identifier);
          return (
            <WalletButton
              key={wallet.identifier}
              type="button"
              disabled={disabled}
              onClick={() => onPay(wallet)}
              aria-pressed={selected === undefined ? undefined : selected === wallet.identifier}
              aria-label={intl.formatMessage(paymentMessages.walletTitle, { provider: name })}
              data-testid={`express-${wallet.identifier}`}
            >
              {mark ? <Mark sprite="payments" name={mark.name} width={mark.width} height={mark.height} /> : name}
            </WalletButton>
          );
        })}
      </Buttons>
      <Divider>{intl.formatMessage(paymentMessages.expressDivider)}</Divider>
    </Group>
  );
}
