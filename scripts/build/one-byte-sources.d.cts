/** Escapes the characters above U+00FF of every server chunk and corrects its source map; returns the chunks rewritten. */
export declare function oneByteServerSources(build: { distDir: string }): string[];
/** The code with its characters above U+00FF escaped, and per line the columns where it grew and by how much. */
export declare function escapeWideCharacters(code: string): { code: string; growth: Map<number, Array<[number, number]>> };
/** A source map's mappings with generated columns moved by the escapes' growth. */
export declare function shiftMappings(mappings: string, growth: Map<number, Array<[number, number]>>): string;
export declare function decodeVlq(segment: string): number[];
export declare function encodeVlq(values: number[]): string;
