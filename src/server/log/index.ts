export { logger } from "./logger";
export { reportServerWarning } from "./report-warning";
export { logRequest } from "@/contracts/log";
