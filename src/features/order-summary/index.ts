export { OrderSummary } from "./order-summary";
