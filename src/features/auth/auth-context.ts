import { createContext, useContext } from "react";
import type { AuthState } from "./auth-state";

export interface LoginOptions {
  trustedPassToken?: string;
  ownerId?: string;
  /** A forced login: nothing on the page is usable until it is done, so the spinner replaces it. */
  blocking?: boolean;
}

export interface AuthContextValue {
  state: AuthState;
  /** The page is replaced by the centred large spinner (spec 2.4). */
  blocking: boolean;
  /** The last login failed: the unexpected-error notice is shown and the shopper goes on as a guest. */
  loginFailed: boolean;
  login: (options?: LoginOptions) => Promise<void>;
  logout: () => Promise<void>;
  dismissLoginFailure: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth is used outside AuthProvider");
  return value;
}
