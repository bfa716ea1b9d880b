export * from "./enums";
export * from "./countries";
export * from "./checkout-api";
export * from "./gateway-api";
export { fieldErrorsOf } from "./field-errors";
export * from "./subdivisions";
