import { lazyComponent } from "@/ui";

/**
 * The error screen, in a chunk of its own: most pages never show it. A page the server renders
 * with an error shows it at once and hydrates it when the chunk arrives; a render error in the
 * browser loads it then.
 */
export const ErrorScreen = lazyComponent(() => import("./error-screen").then((module) => module.ErrorScreen));
