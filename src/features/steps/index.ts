export { HomeScreen } from "./home-screen";
export { StepScreen } from "./step-screen";
