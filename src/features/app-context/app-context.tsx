import { createContext, useContext, type ReactNode } from "react";
import type { AppCtx, PublicConfig } from "./types";

interface AppContextValue {
  appCtx: AppCtx;
  config: PublicConfig;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("useAppContext is used outside AppContextProvider");
  return value;
}
