export { PageShell } from "./page-shell";
export { PageHead, PROJECT_NAME, canonicalUrl } from "./page-head";
export { languageAddress } from "./language-address";
export { StepPlaceholder } from "./step-placeholder";
