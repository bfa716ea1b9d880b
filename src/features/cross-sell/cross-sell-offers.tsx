import { useIntl } from "react-intl";
import styled from "styled-components";
import { PlanPrice, planPrices, planTitle, type CrossSellPlan } from "@/features/plans";
import { ChoiceCard, choiceCards, Fieldset, Legend, media, space, theme } from "@/ui";
import { crossSellMessages } from "./messages";

const Hint = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** The offers' cards, two a row from md, with their prices and titles styled from here (performance.md, "a render"). */
const Grid = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.md`grid-template-columns: repeat(2, minmax(0, 1fr));`}
  ${choiceCards}
  ${planPrices}
  & .title {
    font-weight: ${theme.font.weight.bold};
    padding-inline-end: ${space(8)};
  }
`;

interface CrossSellOffersProps {
  offers: readonly CrossSellPlan[];
  chosen: readonly CrossSellPlan[];
  onToggle: (offer: CrossSellPlan, add: boolean) => void;
}

/** Plans of sister products offered with the main plan, chosen with checkboxes. */
export function CrossSellOffers({ offers, chosen, onToggle }: CrossSellOffersProps) {
  const intl = useIntl();
  if (offers.length === 0) return null;
  const chosenIds = new Set(chosen.map((offer) => offer.identifier));
  return (
    <Fieldset>
      <Legend>{intl.formatMessage(crossSellMessages.legend)}</Legend>
      <Hint>{intl.formatMessage(crossSellMessages.hint)}</Hint>
      <Grid>
        {offers.map((offer) => {
          const selected = chosenIds.has(offer.identifier);
          return (
            <ChoiceCard
              key={offer.identifier}
              type="checkbox"
              name="cross-sell"
              value={offer.identifier}
              selected={selected}
              onSelect={() => onToggle(offer, !selected)}
              testId={`cross-sell-${offer.identifier}`}
            >
              <span className="title">{planTitle(intl, offer, true)}</span>
              <PlanPrice plan={offer} />
            </ChoiceCard>
          );
        })}
      </Grid>
    </Fieldset>
  );
}
