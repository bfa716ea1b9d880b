/** Adds V8's compile hint to each JavaScript chunk of the build once; returns the chunks marked now. */
export declare function addCompileHints(build: { distDir: string }): string[];
export declare const HINT: string;
