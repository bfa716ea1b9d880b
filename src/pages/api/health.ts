export { healthRoute as default } from "@/server/health/health-route";
