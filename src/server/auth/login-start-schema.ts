import { z } from "zod";
import type { LoginStart } from "@/features/auth";
import { isSupportedLocale } from "@/lib/locale";

/** The body of the app's own POST /api/users/auth/login/ (LoginStart), checked at the edge. */
export const loginStartSchema = z.strictObject({
  trusted_pass_token: z.string().min(1).max(512).optional(),
  exchange_token: z.string().min(1).max(512).optional(),
  owner_id: z.string().min(1).max(128).optional(),
  language: z.string().refine(isSupportedLocale),
  return_to: z.string().max(2048).optional(),
  login_target: z.string().max(2048).optional(),
}) satisfies z.ZodType<LoginStart>;
