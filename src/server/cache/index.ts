export { createTtlCache, type TtlCache } from "./ttl-cache";
