export * from "@/lib/locale";
export { AppIntlProvider, type CompiledMessages } from "./app-intl-provider";
export { useFormatPrice } from "./use-format-price";
