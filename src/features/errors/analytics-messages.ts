/** The analytics `error_message` of each error screen (spec section 8); never translated. */
export function analyticsMessageFor(statusCode: number): string {
  if (statusCode === 404) return "Page not found";
  if (statusCode === 429) return "User exceeded request limit";
  return "Generic error";
}
