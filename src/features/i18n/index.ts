export * from "@/lib/locale";
export { AppIntlProvider, type Messages } from "./app-intl-provider";
export { useFormatPrice } from "./use-format-price";
