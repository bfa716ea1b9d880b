import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import type { ProductKey } from "@/contracts/enums";
import { BrandLogo, BRANDS, type BrandKey } from "@/features/brand";
import { accents, cardSurface, media, RouteLink, space, theme } from "@/ui";
import { homeMessages } from "./messages";

const PRODUCTS: readonly { key: ProductKey; brand: BrandKey; label: MessageDescriptor }[] = [
  { key: "vpn", brand: "vpn", label: homeMessages.productVpn },
  { key: "pass", brand: "pass", label: homeMessages.productPass },
  { key: "locker", brand: "locker", label: homeMessages.productLocker },
  { key: "incogni", brand: "incogni", label: homeMessages.productIncogni },
  { key: "nordprotect", brand: "protect", label: homeMessages.productProtect },
];

const Section = styled.section`
  display: grid;
  gap: ${space(6)};
  padding: ${space(8)} ${space(4)};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md`grid-template-columns: repeat(2, minmax(0, 1fr));`}
  ${media.lg`grid-template-columns: repeat(3, minmax(0, 1fr));`}
`;

/** Each product's card in its own brand: its logo, and its accent on the way in and the edge. */
const Card = styled(RouteLink)<{ $accent: string }>`
  display: grid;
  gap: ${space(2)};
  padding: ${space(5)};
  ${cardSurface}
  border-block-start: 4px solid ${({ $accent }) => $accent};
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.borderStrong};
    border-block-start-color: ${({ $accent }) => $accent};
  }
  strong {
    font-size: ${theme.font.size.lg};
  }
  span {
    color: ${({ $accent }) => $accent};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** "→" points the way the line reads: mirrored in a right-to-left page. Decoration, not read aloud. */
const Arrow = styled.span`
  display: inline-block;
  [dir="rtl"] & {
    transform: scaleX(-1);
  }
`;

export function HomeScreen() {
  const intl = useIntl();
  return (
    <Section data-section="products">
      <header>
        <h1>{intl.formatMessage(homeMessages.homeTitle)}</h1>
        <p>{intl.formatMessage(homeMessages.homeIntro)}</p>
      </header>
      <Grid>
        {PRODUCTS.map((product) => (
          <li key={product.key}>
            {/* A new document: the payment step's policy allows Google Pay where it is offered. */}
            <Card
              href={`/payment/?product=${product.key}`}
              reloadDocument
              data-testid={`product-${product.key}`}
              $accent={accents[BRANDS[product.brand].accent]}
            >
              <BrandLogo brand={BRANDS[product.brand]} />
              <strong>{intl.formatMessage(product.label)}</strong>
              <span>
                {intl.formatMessage(homeMessages.choose)} <Arrow aria-hidden="true">→</Arrow>
              </span>
            </Card>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
