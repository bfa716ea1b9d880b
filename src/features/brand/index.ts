export { BRANDS, brandFromQuery, productFromQuery, type Brand, type BrandKey } from "./brands";
export { BrandLogo } from "./brand-logo";
export { useBrand } from "./use-brand";
