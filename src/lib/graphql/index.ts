export { compiledDocument } from "./compiled-document";
