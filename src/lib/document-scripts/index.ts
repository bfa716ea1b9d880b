export { scriptsAfterFirstLayout } from "./scripts-after-first-layout";
