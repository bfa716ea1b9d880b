import dynamic from "next/dynamic";

/**
 * The error screen, in a chunk of its own: most pages never show it. A page the server renders
 * with an error gets the chunk with its first load (next/dynamic preloads what a server render
 * used), so it hydrates without a gap; a render error in the browser loads it then.
 */
export const ErrorScreen = dynamic(() => import("./error-screen").then((module) => module.ErrorScreen));
