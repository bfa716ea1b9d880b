export { contentSecurityPolicy } from "./content-security-policy";
