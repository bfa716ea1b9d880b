declare function messageIdsLoader(this: { resourcePath: string }, source: string): string;
declare namespace messageIdsLoader {
  /** The module as JavaScript, its message definitions reduced to ids. */
  function dropMessageTextsFrom(source: string, fileName: string): string;
}
export = messageIdsLoader;
