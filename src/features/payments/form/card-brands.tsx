import { useIntl } from "react-intl";
import styled from "styled-components";
import { detectCardBrand } from "@/contracts/card-rules";
import type { CardBrand } from "@/contracts/enums";
import { space, SpriteIcon } from "@/ui";
import { paymentMessages } from "../messages/payment-messages";
import { cardBrandName } from "../providers/card-brand-names";
import { cardBrandLogo } from "../providers/provider-logos";

/** Every brand of contracts/card-rules, the most common networks first. */
const SHOWN: readonly CardBrand[] = ["VISA", "MASTERCARD", "AMEX", "DISCOVER", "JCB", "UNION_PAY", "DINERS_CLUB", "MAESTRO"];

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The number's brand stays as it is; the others fade and lose their colour, so it is not colour alone.
const Brand = styled(SpriteIcon)<{ $dimmed: boolean }>`
  display: block;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.3 : 1)};
  filter: ${({ $dimmed }) => ($dimmed ? "grayscale(1)" : "none")};
  transition: opacity 120ms ease-out;
`;

/**
 * The card networks the form takes, under the card number. Once the first digits name a brand
 * (its issuer prefix, contracts/card-rules), that one stays lit and the others are dimmed.
 */
export function CardBrands({ number }: { number: string | undefined }) {
  const intl = useIntl();
  const detected = detectCardBrand(number ?? "");
  return (
    <Row aria-label={intl.formatMessage(paymentMessages.acceptedCards)} data-testid="card-brands">
      {SHOWN.map((brand) => (
        <li key={brand}>
          <Brand
            sprite="cards"
            name={cardBrandLogo(brand)}
            width={32}
            height={21}
            label={cardBrandName(intl, brand)}
            $dimmed={detected !== undefined && detected !== brand}
            data-testid={`card-brand-${brand}`}
            data-detected={detected === brand ? "true" : undefined}
          />
        </li>
      ))}
    </Row>
  );
}
