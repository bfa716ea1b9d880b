import { createLogger } from "@/contracts/log";

/** The app server's logger, made once per process (see src/contracts/log for the line format). */
export const logger = createLogger();
