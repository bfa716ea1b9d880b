/** What a card does when charged. Only this is stored, never the number. */
export type CardBehaviour = "succeed" | "decline" | "fail" | "challenge" | "pending";
export const CARD_BEHAVIOURS: readonly CardBehaviour[] = ["succeed", "decline", "fail", "challenge", "pending"];

/**
 * The test cards of CONTRACTS section 3. Any other valid number (by `src/contracts/card-rules.ts`,
 * which the payment form applies too) is paid at once.
 */
const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  "4242424242424242": "succeed",
  "5555555555554444": "succeed",
  "378282246310005": "succeed",
  "4000000000000002": "decline",
  "4000000000000119": "fail",
  "4000000000003220": "challenge",
  "4000000000000077": "pending",
};

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? "succeed";
}
