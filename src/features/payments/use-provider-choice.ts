import { useEffect, useMemo, useState } from "react";
import type { PaymentProviderId } from "@/contracts/enums";
import { track } from "@/features/analytics";
import { choiceKey, preselectProvider, type ProviderChoice } from "./providers/provider-choice";
import type { ProvidersState } from "./providers/use-payment-providers";

/**
 * The selected method: the shopper's pick while it is still offered, else the preselection
 * (the link's `payment_provider`, an express wallet included, the saved method, the first provider). Reports
 * `payments_preselected` once per loaded list and `payments_selected` on each pick.
 */
export function useProviderChoice(providers: ProvidersState, requested: PaymentProviderId | undefined) {
  const [picked, setPicked] = useState<ProviderChoice | null>(null);
  const ready = providers.status === "ready" ? providers : null;

  const preselected = useMemo(
    () => (ready ? preselectProvider(ready.oneClick, ready.regular, requested, ready.express) : null),
    [ready, requested],
  );

  const stillOffered =
    picked &&
    ready &&
    [
      ...ready.oneClick.map((p) => ({ kind: "one-click" as const, provider: p })),
      ...[...ready.regular, ...ready.express].map((p) => ({ kind: "regular" as const, provider: p })),
    ].find((option) => choiceKey(option) === choiceKey(picked));
  const choice = stillOffered || preselected;

  useEffect(() => {
    if (preselected) track("payments_preselected", { payments_preselected: choiceKey(preselected) });
  }, [preselected]);

  const pick = (next: ProviderChoice) => {
    setPicked(next);
    track("payments_selected", { payments_selected: choiceKey(next) });
  };

  return { choice, pick };
}
