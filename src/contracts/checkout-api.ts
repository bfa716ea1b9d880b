// Request and response schemas of the checkout REST API (CONTRACTS section 4), shared by the
// app's BFF routes and the sandbox. JSON bodies and query keys are snake_case like the API.
export * from "./checkout-api/common";
export * from "./checkout-api/users";
export * from "./checkout-api/payments";
export * from "./checkout-api/taxes";
export * from "./checkout-api/payment-action";
export * from "./checkout-api/processing";
export * from "./checkout-api/orders";
export * from "./checkout-api/carts";
export * from "./checkout-api/accounts";
