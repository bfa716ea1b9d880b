export { trustedTokenRoute as default } from "@/server/auth";
