export { CrossSellOffers } from "./cross-sell-offers";
