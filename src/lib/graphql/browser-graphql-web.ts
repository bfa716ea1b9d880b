/**
 * @0no-co/graphql.web as the browser build has it (next.config.js): its error class and AST
 * kinds, and no parser or printer. Every document the browser uses is a compiled one
 * (./compiled-document.ts), whose text urql sends as it is. The two are written out here rather
 * than imported from the package's file, which is one module: importing anything from it would
 * ship its parser and printer too.
 */
import type * as GraphQLWeb from "@0no-co/graphql.web";

type KindTable = { readonly [Name in keyof typeof GraphQLWeb.Kind]: `${(typeof GraphQLWeb.Kind)[Name]}` };

/** The kinds the package defines at run time, value for value (the type checks each against its declaration). */
export const Kind = {
  NAME: "Name",
  DOCUMENT: "Document",
  OPERATION_DEFINITION: "OperationDefinition",
  VARIABLE_DEFINITION: "VariableDefinition",
  SELECTION_SET: "SelectionSet",
  FIELD: "Field",
  ARGUMENT: "Argument",
  FRAGMENT_SPREAD: "FragmentSpread",
  INLINE_FRAGMENT: "InlineFragment",
  FRAGMENT_DEFINITION: "FragmentDefinition",
  VARIABLE: "Variable",
  INT: "IntValue",
  FLOAT: "FloatValue",
  STRING: "StringValue",
  BOOLEAN: "BooleanValue",
  NULL: "NullValue",
  ENUM: "EnumValue",
  LIST: "ListValue",
  OBJECT: "ObjectValue",
  OBJECT_FIELD: "ObjectField",
  DIRECTIVE: "Directive",
  NAMED_TYPE: "NamedType",
  LIST_TYPE: "ListType",
  NON_NULL_TYPE: "NonNullType",
} as const satisfies Partial<KindTable>;

type Extensions = Record<string, unknown>;

/** The package's GraphQLError: the same fields, name and JSON form, which urql reads. */
export class GraphQLError extends Error {
  declare readonly path?: readonly (string | number)[];
  declare readonly nodes?: readonly unknown[];
  declare readonly source?: unknown;
  declare readonly positions?: readonly number[];
  declare readonly originalError?: Error;
  declare readonly extensions: Extensions;

  constructor(
    message: string,
    nodes?: unknown,
    source?: unknown,
    positions?: readonly number[],
    path?: readonly (string | number)[],
    originalError?: (Error & { extensions?: unknown }) | null,
    extensions?: Extensions | null,
  ) {
    super(message);
    this.name = "GraphQLError";
    this.message = message;
    if (path) this.path = path;
    if (nodes) this.nodes = Array.isArray(nodes) ? nodes : [nodes];
    if (source) this.source = source;
    if (positions) this.positions = positions;
    if (originalError) this.originalError = originalError;
    const inherited = originalError?.extensions;
    this.extensions = extensions || (inherited && typeof inherited === "object" ? (inherited as Extensions) : {});
  }

  toJSON() {
    return { ...this, message: this.message };
  }

  override toString() {
    return this.message;
  }

  get [Symbol.toStringTag]() {
    return "GraphQLError";
  }
}

export function parse(): never {
  throw new Error("No GraphQL parser in the browser build: pass a compiled document (src/lib/graphql)");
}

/** urql prints a document it has rewritten (adding __typename); the text it was compiled from stands for it. */
export function print(node: { loc?: { source: { body: string } } }): string {
  if (node.loc) return node.loc.source.body;
  throw new Error("No GraphQL printer in the browser build: pass a compiled document (src/lib/graphql)");
}
