export { ProcessingScreen } from "./processing-screen";
export { PendingScreen } from "./pending-screen";
export { SuccessScreen } from "./success-screen";
export { platformOf, type AppPlatform } from "./app-platform";
export { desktopLinks } from "./desktop-links";
