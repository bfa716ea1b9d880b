/** The first-load chunks of every page in the build's `build-manifest.json`, paths inside distDir. */
export declare function firstLoadChunks(distDir: string): string[];
/** Adds V8's compile hint to each first-load chunk once; returns the chunks marked now. */
export declare function addCompileHints(build: { distDir: string }): string[];
export declare const HINT: string;
