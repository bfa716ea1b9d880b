export { QaPanel } from "./qa-panel";
