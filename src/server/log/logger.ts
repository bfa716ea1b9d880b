import { createLogger } from "@/lib/log";

/** The app server's logger, made once per process (see @/lib/log for the line format). */
export const logger = createLogger();
