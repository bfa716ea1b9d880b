export { requestStyleSheet } from "./request-style-sheet";
