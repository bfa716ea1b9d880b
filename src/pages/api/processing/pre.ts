export { processingRoute as default } from "@/server/checkout-cart";

export const config = { api: { bodyParser: { sizeLimit: "16kb" } } };
