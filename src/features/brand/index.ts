export { BRANDS, brandFromQuery, productFromQuery, providerSiteUrl, type Brand, type BrandKey } from "./brands";
export { BrandLogo } from "./brand-logo";
export { useBrand } from "./use-brand";
