import { useIntl } from "react-intl";
import styled from "styled-components";
import type { ProductKey } from "@/contracts/enums";
import type { ProductFilters } from "@/features/checkout-query";
import { ChoiceCard, choiceCards, Fieldset, Legend, media, space } from "@/ui";
import { filterMessages } from "./filter-messages";
import { formatDataSize } from "./product-name";

const Grid = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.md`grid-template-columns: repeat(2, minmax(0, 1fr));`}
  ${choiceCards}
`;

/** A filter choice as link parameters (CONTRACTS 2b, bracket notation). */
export type FilterChange = Record<string, string>;

export interface ProductFilterOptionsProps {
  product: ProductKey;
  filters: ProductFilters | undefined;
  onChange: (change: FilterChange) => void;
}

/** The password manager's subgroup and the locker's storage quota (spec section 5). */
export function ProductFilterOptions({ product, filters, onChange }: ProductFilterOptionsProps) {
  const intl = useIntl();
  if (product === "pass") {
    const subgroup = filters?.subgroup ?? "individual";
    return (
      <Fieldset>
        <Legend>{intl.formatMessage(filterMessages.subgroupLegend)}</Legend>
        <Grid>
          {(["individual", "family"] as const).map((value) => (
            <ChoiceCard
              key={value}
              name="subgroup"
              value={value}
              selected={subgroup === value}
              onSelect={() => onChange({ "product_filters[subgroup]": value })}
              testId={`filter-subgroup-${value}`}
            >
              <strong>{intl.formatMessage(value === "family" ? filterMessages.family : filterMessages.individual)}</strong>
              <span>{intl.formatMessage(value === "family" ? filterMessages.familyHint : filterMessages.individualHint)}</span>
            </ChoiceCard>
          ))}
        </Grid>
      </Fieldset>
    );
  }
  if (product === "locker") {
    const quota = { amount: filters?.storageQuotaAmount ?? 500, unit: filters?.storageQuotaUnit ?? "gigabyte" };
    const options = [
      { amount: 500, unit: "gigabyte" as const },
      { amount: 2, unit: "terabyte" as const },
    ];
    return (
      <Fieldset>
        <Legend>{intl.formatMessage(filterMessages.quotaLegend)}</Legend>
        <Grid>
          {options.map((option) => (
            <ChoiceCard
              key={`${option.amount}-${option.unit}`}
              name="storage-quota"
              value={`${option.amount}-${option.unit}`}
              selected={quota.amount === option.amount && quota.unit === option.unit}
              onSelect={() =>
                onChange({
                  "product_filters[storage_quota_amount]": String(option.amount),
                  "product_filters[storage_quota_unit]": option.unit,
                })
              }
              testId={`filter-quota-${option.amount}-${option.unit}`}
            >
              <strong>{formatDataSize(intl, option)}</strong>
            </ChoiceCard>
          ))}
        </Grid>
      </Fieldset>
    );
  }
  return null;
}
