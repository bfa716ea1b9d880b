/**
 * @0no-co/graphql.web as the browser build has it (next.config.js): its error class and AST
 * kinds, and no parser or printer. Every document the browser uses is a compiled one
 * (./compiled-document.ts), whose text urql sends as it is.
 */
import type * as GraphQLWeb from "@0no-co/graphql.web";
// The real module by its file (its own name would lead back here), typed by the package.
// @ts-expect-error -- no declaration file sits beside the module file
import * as real from "../../../node_modules/@0no-co/graphql.web/dist/graphql.web.mjs";

export const GraphQLError: typeof GraphQLWeb.GraphQLError = real.GraphQLError;
export const Kind: typeof GraphQLWeb.Kind = real.Kind;

export function parse(): never {
  throw new Error("No GraphQL parser in the browser build: pass a compiled document (src/lib/graphql)");
}

/** urql prints a document it has rewritten (adding __typename); the text it was compiled from stands for it. */
export function print(node: { loc?: { source: { body: string } } }): string {
  if (node.loc) return node.loc.source.body;
  throw new Error("No GraphQL printer in the browser build: pass a compiled document (src/lib/graphql)");
}
