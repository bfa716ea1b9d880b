export * from "@/lib/locale";
export { AppIntlProvider, type CompiledMessages } from "./app-intl-provider";
export { useFormatPrice } from "./use-format-price";
export { PAGE_MESSAGES_ID, pageMessages, unpackMessages, type PackedMessages } from "./page-messages";
