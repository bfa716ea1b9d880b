import { z } from "zod";
import { isSupportedLocale } from "@/lib/locale";

/**
 * What the browser posts to `/api/users/auth/login/` (spec 7, plus where the shopper is): the
 * server adds the PKCE challenge, the state and the return address.
 */
export const loginStartSchema = z.strictObject({
  trusted_pass_token: z.string().min(1).max(512).optional(),
  owner_id: z.string().min(1).max(128).optional(),
  language: z.string().refine(isSupportedLocale),
  /** The page the login starts on; the server checks it against the allow-list like any input URL. */
  return_to: z.string().max(2048).optional(),
  login_target: z.string().max(2048).optional(),
});
export type LoginStart = z.infer<typeof loginStartSchema>;
