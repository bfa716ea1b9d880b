import { createYoga } from "graphql-yoga";
import type { Handler } from "../http/router";
import { createPricingSchema } from "./graphql-schema";

/** `/graphql` through graphql-yoga: POST with JSON and GET for short queries. */
export function createGraphqlHandler(): Handler {
  const yoga = createYoga({
    schema: createPricingSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    // CORS is answered by the sandbox for the app origins only (http/cors.ts), not by yoga for everyone.
    cors: false,
  });
  return async (ctx) => {
    const body = ctx.method === "GET" || ctx.method === "HEAD" ? undefined : await ctx.raw();
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await yoga.fetch(ctx.url.toString(), { method: ctx.method, headers, body });
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    return { status: response.status, headers: responseHeaders, body: await response.text() };
  };
}
