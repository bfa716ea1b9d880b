import { cspReportRoute } from "@/server/security/csp-report-route";

// Reports are small; anything bigger is refused (413) before it is read.
export const config = { api: { bodyParser: { sizeLimit: "16kb" } } };
export default cspReportRoute;
