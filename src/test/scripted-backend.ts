import { vi } from "vitest";

/** One try's fate: an answer with this status, no answer ever, a refused connection, or an HTML page. */
export type BackendStep = number | "hang" | "refuse" | "garbage";

/**
 * A backend behind `fetch` that answers each try in turn with the next step of its script (the
 * last step repeats). A status answers JSON: `body(status)` when given, else `{ step }`. It keeps
 * every try's AbortSignal, so a test can check that abandoned tries were cancelled.
 */
export function scriptedBackend(script: BackendStep[], body: (status: number) => unknown = (step) => ({ step })) {
  const signals: AbortSignal[] = [];
  const fetchImpl = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const step = script[Math.min(signals.length, script.length - 1)] ?? "hang";
    const signal = init?.signal as AbortSignal;
    signals.push(signal);
    if (step === "refuse") return Promise.reject(new TypeError("fetch failed"));
    if (step === "hang") return new Promise<Response>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    if (step === "garbage") return Promise.resolve(new Response("<html>", { status: 200, headers: { "content-type": "text/html" } }));
    return Promise.resolve(
      new Response(JSON.stringify(body(step)), {
        status: step,
        statusText: `status ${step}`,
        headers: { "content-type": "application/json" },
      }),
    );
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, signals, calls: () => fetchImpl.mock.calls.length };
}
