/** What `within` answers when the time ran out first: no value an answer can have. */
export const TOO_SLOW: unique symbol = Symbol("too slow");

/**
 * `answer`, or TOO_SLOW once `ms` have passed, whichever comes first. The timer ends with the
 * answer: left to run its course, a timer holds its promise (and what that promise's callers
 * hold) for its whole length, thousands of them on a server answering hundreds of requests a
 * second. It never keeps a process alive on its own.
 */
export async function within<T>(answer: Promise<T>, ms: number): Promise<T | typeof TOO_SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), ms);
    (timer as { unref?: () => void }).unref?.();
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
