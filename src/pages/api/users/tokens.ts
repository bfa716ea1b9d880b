export { logoutRoute as default } from "@/server/auth";
