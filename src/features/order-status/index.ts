export { ProcessingScreen } from "./processing-screen";
export { PendingScreen } from "./pending-screen";
export { SuccessScreen } from "./success-screen";
