import { useEffect } from "react";
import type { ValueField } from "../form/form-fields";

/** What `/api/checkout/prefill/` answers: the e-mail a link named, or null. */
async function fetchPrefill(signal: AbortSignal): Promise<string | null> {
  const response = await fetch("/api/checkout/prefill/", { signal, credentials: "same-origin" });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  const email = body && typeof body === "object" ? (body as { email?: unknown }).email : null;
  return typeof email === "string" && email !== "" ? email : null;
}

/**
 * A link's `email` never stays in the address: the server keeps it (httpOnly) and the form asks
 * for it once, for a guest whose field is still empty. Whatever the shopper typed meanwhile wins;
 * a failed answer just leaves the field empty.
 */
export function useEmailPrefill(
  enabled: boolean,
  currentEmail: () => string | undefined,
  setValue: (field: ValueField, value: string) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchPrefill(controller.signal)
      .then((email) => {
        if (email && !currentEmail()) setValue("email", email);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, currentEmail, setValue]);
}
