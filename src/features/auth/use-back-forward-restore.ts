import { useEffect } from "react";
import type { User } from "@/features/app-context";

/**
 * Spec 4: a page restored from the back-forward cache with a user reloads (the session may have
 * ended meanwhile). Without a user, the page only forgets a login that was under way when the
 * shopper left for the identity provider, or its spinner would never go away.
 */
export function useBackForwardRestore(user: User | null, reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (user) window.location.reload();
      else reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [user, reset]);
}
