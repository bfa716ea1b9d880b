import type { PaymentProvider } from "@/contracts/checkout-api";
import type { Currency, PaymentProviderId } from "@/contracts/enums";
import type { PlanRef } from "../pricing/plan-identifiers";
import { fieldsFor, PROVIDER_RULES, providerOrderFor, type ProviderRule } from "./provider-table";

export interface AvailableProvider {
  identifier: PaymentProviderId;
  rule: ProviderRule;
}

/** The regular providers of a country that accept the currency (and can renew the plan), in order. */
export function availableProviders(country: string, currency: Currency, plan?: PlanRef): AvailableProvider[] {
  const monthly = plan?.periodId === "1m";
  return providerOrderFor(country).flatMap((identifier) => {
    const rule = PROVIDER_RULES[identifier];
    if (!rule) return [];
    if (rule.currencies && !rule.currencies.includes(currency)) return [];
    if (rule.longPlansOnly && monthly) return [];
    return [{ identifier, rule }];
  });
}

export function describeProvider(provider: AvailableProvider, country: string): PaymentProvider {
  return {
    identifier: provider.identifier,
    type: provider.rule.type,
    flow: provider.rule.flow,
    fields: fieldsFor(provider.identifier, country),
  };
}
