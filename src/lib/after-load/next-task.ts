/**
 * Resolves in a task of its own (a zero timer): `await nextTask()` ends the current task, so the
 * work after it cannot make the task before it a long one.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
