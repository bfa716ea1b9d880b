export * from "@/lib/locale";
export { AppIntlProvider, type CompiledMessages } from "./app-intl-provider";
export { useFormatPrice } from "./use-format-price";
export { PAGE_MESSAGES_ID, PAGE_MESSAGES_PATH, pageMessages, unpackMessages, usePageMessages, type PackedMessages } from "./page-messages";
