import { parse } from "@formatjs/icu-messageformat-parser";
import { act, render, screen } from "@testing-library/react";
import { startTransition, Suspense, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_EARLY_FETCH_SOURCE } from "@/server/i18n/catalogue-early-fetch";
import { packMessages } from "@/server/i18n/packed-catalogue";
import { CATALOGUE_RETRY_DELAYS_MS, CATALOGUE_TRY_MS, EARLY_CATALOGUE_GLOBAL, PAGE_MESSAGES_ID, unpackMessages } from "./page-messages";

const catalogue = {
  plain: parse("Pay now"),
  withValue: parse("Renews at {price}"),
  plural: parse("{count, plural, one {# device} other {# devices}}"),
  empty: parse(""),
};
const ADDRESS = "/api/messages/en/?v=abc";

describe("packMessages / unpackMessages", () => {
  it("sends plain-text messages as text and gives them back as the same ASTs", () => {
    const packed = packMessages(catalogue);
    expect(packed.plain).toBe("Pay now");
    expect(packed.withValue).toEqual(catalogue.withValue);
    expect(unpackMessages(JSON.parse(JSON.stringify(packed)))).toEqual(catalogue);
  });
});

describe("usePageMessages", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.resetModules();
  });

  function linkTheCatalogue() {
    document.head.innerHTML = `<link id="${PAGE_MESSAGES_ID}" rel="preload" as="fetch" crossorigin="anonymous" href="${ADDRESS}">`;
  }

  const answer = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

  /** A fresh module (its catalogue is read once a page), and a view of what the app renders with it. */
  async function app() {
    const { usePageMessages, pageMessages } = await import("./page-messages");
    function Messages() {
      const messages = usePageMessages(undefined);
      const plain = messages.plain?.[0];
      return <p>{plain && "value" in plain ? plain.value : "ids only"}</p>;
    }
    // React shows what a suspended part waited for only inside an asynchronous act().
    const view = () =>
      act(async () => {
        render(
          <Suspense fallback={<p>waiting</p>}>
            <Messages />
          </Suspense>,
        );
      });
    return { view, pageMessages };
  }

  it("waits for the linked catalogue, then renders with it, fetched once for the whole page", async () => {
    linkTheCatalogue();
    let deliver: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (deliver = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { view, pageMessages } = await app();
    await view();
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(pageMessages()).toBeUndefined();
    await act(async () => deliver(answer(200, packMessages(catalogue))));
    expect(await screen.findByText("Pay now")).toBeTruthy();
    expect(pageMessages()).toEqual(catalogue);
    await view();
    expect(screen.getAllByText("Pay now")).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}${ADDRESS}`, expect.objectContaining({ credentials: "same-origin" }));
  });

  it("gives up on a request that stalls, the document's own included, and hydrates with message ids", async () => {
    vi.useFakeTimers();
    linkTheCatalogue();
    // An answer that never comes; the request ends only when its caller aborts it.
    const fetch = vi.fn(
      (_address: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    runEarlyFetch();
    const { view } = await app();
    await view();
    expect(screen.getByText("waiting")).toBeTruthy();
    const tries = CATALOGUE_RETRY_DELAYS_MS.length + 1;
    const allowed = CATALOGUE_TRY_MS * (tries + 1) + CATALOGUE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    await act(() => vi.advanceTimersByTimeAsync(allowed));
    expect(screen.getByText("ids only")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(tries + 1);
  });

  it("tries again after a failure of the server or the network", async () => {
    vi.useFakeTimers();
    linkTheCatalogue();
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(200, packMessages(catalogue)));
    vi.stubGlobal("fetch", fetch);
    const { view } = await app();
    await view();
    await act(() => vi.advanceTimersByTimeAsync(CATALOGUE_RETRY_DELAYS_MS[0] + CATALOGUE_RETRY_DELAYS_MS[1]));
    expect(screen.getByText("Pay now")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("hydrates with message ids rather than never when the catalogue cannot be had", async () => {
    vi.useFakeTimers();
    linkTheCatalogue();
    const fetch = vi.fn(async () => answer(503));
    vi.stubGlobal("fetch", fetch);
    const { view } = await app();
    await view();
    await act(() => vi.advanceTimersByTimeAsync(CATALOGUE_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)));
    expect(screen.getByText("ids only")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(CATALOGUE_RETRY_DELAYS_MS.length + 1);
  });

  it("does not ask again for an address the server says does not exist, nor without a link", async () => {
    linkTheCatalogue();
    const fetch = vi.fn(async () => answer(404));
    vi.stubGlobal("fetch", fetch);
    const first = await app();
    await first.view();
    expect(await screen.findByText("ids only")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    document.body.innerHTML = "";
    document.head.innerHTML = "";
    vi.resetModules();
    const second = await app();
    await second.view();
    expect(await screen.findByText("ids only")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  /** The document's inline script, run as the browser runs it after the preload link. */
  const runEarlyFetch = () => new Function(CATALOGUE_EARLY_FETCH_SOURCE)() as void;

  it("renders at once with the catalogue the document's own script has already fetched", async () => {
    linkTheCatalogue();
    const fetch = vi.fn(async () => answer(200, packMessages(catalogue)));
    vi.stubGlobal("fetch", fetch);
    runEarlyFetch();
    await vi.waitFor(() => expect(window).toHaveProperty([EARLY_CATALOGUE_GLOBAL, "packed"]));
    const { usePageMessages } = await import("./page-messages");
    function Messages() {
      const plain = usePageMessages(undefined).plain?.[0];
      return <p>{plain && "value" in plain ? plain.value : "ids only"}</p>;
    }
    // No Suspense boundary and no act(): a render that waited would throw here.
    render(<Messages />);
    expect(screen.getByText("Pay now")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}${ADDRESS}`, { credentials: "same-origin" });
  });

  it("waits for the document's request while it is under way, and asks again only if it failed", async () => {
    linkTheCatalogue();
    let deliver: (response: Response) => void = () => undefined;
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (deliver = resolve)))
      .mockResolvedValueOnce(answer(200, packMessages(catalogue)));
    vi.stubGlobal("fetch", fetch);
    runEarlyFetch();
    const { view } = await app();
    await view();
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => deliver(answer(503)));
    expect(await screen.findByText("Pay now")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("renders the app, hooks before and after the catalogue, when the early request answers while its first render waits", async () => {
    linkTheCatalogue();
    let deliver: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (deliver = resolve))),
    );
    runEarlyFetch();
    const { usePageMessages } = await import("./page-messages");
    function App() {
      const [before] = useState("before");
      const plain = usePageMessages(undefined).plain?.[0];
      const after = useMemo(() => "after", []);
      return <p>{`${before} ${plain && "value" in plain ? plain.value : "ids only"} ${after}`}</p>;
    }
    // React says so on the console (and in production fails the render) when a replayed render
    // does not make the calls the suspended one made.
    const consoleError = vi.spyOn(console, "error");
    // As the app hydrates: in a transition, where React waits for the data and replays.
    const container = document.body.appendChild(document.createElement("div"));
    await act(async () => startTransition(() => createRoot(container).render(<App />)));
    expect(container.textContent).toBe("");
    await act(async () => deliver(answer(200, packMessages(catalogue))));
    expect(screen.getByText("before Pay now after")).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("uses the props' catalogue where the server passes one, without fetching", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { usePageMessages } = await import("./page-messages");
    function Messages() {
      return <p>{Object.keys(usePageMessages(catalogue)).join(",")}</p>;
    }
    render(<Messages />);
    expect(screen.getByText("plain,withValue,plural,empty")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
