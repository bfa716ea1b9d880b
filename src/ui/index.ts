export * from "./theme";
export { Button, ButtonLink, type ButtonProps } from "./button";
export { Input, type InputProps } from "./input";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Alert, type AlertProps } from "./alert";
export { Loader, LOADER_SIZES, type LoaderSize } from "./loader";
export { Modal, type ModalProps } from "./modal";
export { ChoiceCard } from "./choice-card";
export { LazyImage, LAZY_IMAGE_OPTIONS } from "./lazy-image";
