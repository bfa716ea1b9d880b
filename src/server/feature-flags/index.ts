export { getFlagConfig, loadFlagConfig } from "./flag-config";
