import { useEffect, useState } from "react";
import { fetchOrder } from "./fetch-order";
import type { OrderDetails } from "./order-details";
import { pollDelay, type PollMode } from "./poll-delay";

export type PolledOrder = { status: "waiting"; polls: number } | { status: "missing" } | { status: "settled"; order: OrderDetails };

const SETTLED = new Set(["paid", "error", "canceled"]);

/**
 * Polls the cart's order with backoff until it is paid, failed or canceled (and, on /processing/,
 * until it is pending, which /pending/ then takes over). A failed poll counts as "not yet".
 */
export function useOrderPolling(cartId: string | undefined, mode: PollMode): PolledOrder {
  const [state, setState] = useState<{ for: string; value: PolledOrder } | null>(null);

  useEffect(() => {
    if (!cartId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const stopAt = (order: OrderDetails) => SETTLED.has(order.status) || (mode === "processing" && order.status === "pending");
    const poll = async () => {
      try {
        const order = await fetchOrder(cartId, controller.signal);
        if (order === "missing") return setState({ for: cartId, value: { status: "missing" } });
        if (stopAt(order)) return setState({ for: cartId, value: { status: "settled", order } });
      } catch {
        if (controller.signal.aborted) return;
      }
      polls += 1;
      setState({ for: cartId, value: { status: "waiting", polls } });
      timer = setTimeout(() => void poll(), pollDelay(mode, polls - 1));
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [cartId, mode]);

  if (!cartId) return { status: "missing" };
  return state && state.for === cartId ? state.value : { status: "waiting", polls: 0 };
}
