export { afterFirstLayoutLoaderSource, scriptsAfterFirstLayout } from "./scripts-after-first-layout";
