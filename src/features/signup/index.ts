export { SignupSection, type SignupSectionProps } from "./signup-section";
