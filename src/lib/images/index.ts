export { resolveImage, type ResolvedImage } from "./resolve-image";
