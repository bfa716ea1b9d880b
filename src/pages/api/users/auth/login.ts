export { loginRoute as default } from "@/server/auth";
