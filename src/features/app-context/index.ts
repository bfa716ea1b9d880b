export type {
  QaSession,
  AppCtx,
  AppProps,
  DeviceType,
  GeoData,
  Language,
  LanguageSuggestion,
  PageError,
  PageProps,
  PublicConfig,
  User,
} from "./types";
export { AppContextProvider, useAppContext } from "./app-context";
export { defaultAppCtx } from "./defaults";
export { experimentHeader } from "./experiment-header";
