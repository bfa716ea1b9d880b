import { hydrateInTransition } from "@/lib/hydration";

/**
 * Runs in the browser only, before Next.js hydrates the page: hydration then runs in a
 * transition (`hydrateInTransition`). Here rather than in `_app`, whose module the server
 * evaluates too, so the server never loads react-dom/client (about 600 KiB of source).
 */
hydrateInTransition();
