import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from "next";
import type { PageProps } from "@/features/app-context";
import { DEFAULT_LOCALE, LOCALES, splitLocalePrefix } from "@/lib/locale";

export interface PageRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** A POST's body, as the browser sent it. */
  body?: string;
}

export type PageContext = GetServerSidePropsContext & { req: GetServerSidePropsContext["req"]; res: ServerResponse };

/**
 * A page request as Next hands it to getServerSideProps: a real IncomingMessage and
 * ServerResponse, the cookies parsed, the query parsed (a repeated key an array), the locale
 * taken from the address's prefix and the prefix gone from `resolvedUrl` and `req.url`.
 */
export function pageContext(address: string, { method = "GET", headers = {}, cookies = {}, body }: PageRequest = {}): PageContext {
  const url = new URL(address, "http://localhost:3000");
  const split = splitLocalePrefix(url.pathname);
  const pathLocale = split.locale !== DEFAULT_LOCALE ? split.locale : null;
  const pathname = pathLocale ? split.path : url.pathname;

  const req = new IncomingMessage(new Socket()) as PageContext["req"];
  req.method = method;
  req.url = `${pathname}${url.search}`;
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  req.headers = {
    host: "localhost:3000",
    "user-agent": "Mozilla/5.0 (vitest)",
    ...(cookieHeader ? { cookie: cookieHeader } : {}),
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
  req.cookies = { ...cookies };
  if (body !== undefined) req.push(body);
  req.push(null);

  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const earlier = query[key];
    query[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return {
    req,
    res: new ServerResponse(req),
    query,
    resolvedUrl: `${pathname}${url.search}`,
    locale: pathLocale ?? DEFAULT_LOCALE,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
  } as PageContext;
}

/** The cookie jar a browser keeps from Set-Cookie values, on top of the one it had. */
export function jarAfter(cookies: Record<string, string>, answered: string[]): Record<string, string> {
  const jar = { ...cookies };
  for (const cookie of answered) {
    const [pair = "", ...attributes] = cookie.split("; ");
    const name = pair.slice(0, pair.indexOf("="));
    if (attributes.includes("Max-Age=0")) delete jar[name];
    else jar[name] = decodeURIComponent(pair.slice(name.length + 1));
  }
  return jar;
}

/** The Set-Cookie values a page answered with. */
export function setCookies(ctx: PageContext): string[] {
  const header = ctx.res.getHeader("set-cookie");
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

/** Runs getServerSideProps on a request; answers the result and the context it answered on. */
export async function loadPage(getServerSideProps: GetServerSideProps<PageProps>, address: string, request: PageRequest = {}) {
  const ctx = pageContext(address, request);
  const result = (await getServerSideProps(ctx)) as GetServerSidePropsResult<PageProps & Record<string, unknown>>;
  return {
    ctx,
    result,
    props: "props" in result ? await result.props : undefined,
    redirect: "redirect" in result ? result.redirect : undefined,
  };
}
