import { useEffect, useRef } from "react";
import { track } from "./track";

interface DisplayedPlan {
  identifier: string;
}

/**
 * plans_displayed whenever the set of plans on screen changes; plans_preselected once, for the
 * plan the link (or the default) chose before the shopper touched anything.
 */
export function usePlanAnalytics(plans: readonly DisplayedPlan[] | undefined, selected: DisplayedPlan | undefined) {
  const displayed = plans?.map((plan) => plan.identifier).join(",") ?? "";
  const preselected = useRef(false);

  useEffect(() => {
    if (displayed) track("plans_displayed", { plans_displayed: displayed.split(",") });
  }, [displayed]);

  useEffect(() => {
    if (preselected.current || !selected) return;
    preselected.current = true;
    track("plans_preselected", { plans_preselected: [selected.identifier], plan: selected.identifier });
  }, [selected]);
}
