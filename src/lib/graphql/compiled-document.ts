import { Kind, parse, type DocumentNode } from "@0no-co/graphql.web";
import type { TypedDocumentNode } from "@urql/core";

/**
 * A query as a document urql keys, caches and sends without parsing or printing it: the browser
 * build has neither (next.config.js aliases @0no-co/graphql.web to ./browser-graphql-web.ts,
 * about 4 KiB gzip less). urql keys a document with a `documentId` by that id alone; the id here
 * is the query's text, so the key is the one the same query has as a string, which is how the
 * server prefetches it into the page's cache. It sends `loc.source.body`, and from the AST it
 * reads only the operation's kind and name. The server, which may have to fetch the query
 * itself, gets the real AST.
 */
export function compiledDocument<Data, Variables extends Record<string, unknown>>(
  query: string & { __apiType?: (variables: Variables) => Data },
): TypedDocumentNode<Data, Variables> {
  const [, operation = "query", name = ""] = /^\s*(query|mutation|subscription)\s+(\w+)/.exec(query) ?? [];
  const ast: DocumentNode =
    typeof window === "undefined"
      ? parse(query)
      : ({
          kind: Kind.DOCUMENT,
          definitions: [
            {
              kind: Kind.OPERATION_DEFINITION,
              operation,
              name: { kind: Kind.NAME, value: name },
              variableDefinitions: [],
              directives: [],
              selectionSet: { kind: Kind.SELECTION_SET, selections: [] },
            },
          ],
        } as unknown as DocumentNode);
  return {
    ...ast,
    documentId: query,
    loc: { start: 0, end: query.length, source: { body: query, name: "gql", locationOffset: { line: 1, column: 1 } } },
  } as unknown as TypedDocumentNode<Data, Variables>;
}
