export { loadJsonConfig } from "./load-json-config";
