export * from "@/lib/locale";
export { AppIntlProvider, type CompiledMessages } from "./app-intl-provider";
export { useFormatPrice } from "./use-format-price";
export {
  EARLY_CATALOGUE_GLOBAL,
  PAGE_MESSAGES_ID,
  PAGE_MESSAGES_PATH,
  pageMessages,
  unpackMessages,
  usePageMessages,
  type PackedMessages,
} from "./page-messages";
