export { roundTo } from "./round-to";
