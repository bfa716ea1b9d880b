export { emailPrefillRoute as default } from "@/server/auth";
