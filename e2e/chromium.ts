/**
 * Debian's Chromium, launched the way this machine's closed network needs.
 *
 * The end-to-end suite drives `chromium-headless-shell`: the same Blink and V8 of the same Debian
 * release as the desktop browser, without the desktop browser's compositor and window around it,
 * which halves the suite's time on two cores. The bench's Lighthouse and `npm run screenshots`
 * keep the desktop browser, whose figures and pictures are what a shopper's Chrome draws.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_TEST_PATH = process.env.CHROMIUM_TEST_PATH || "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  // No name but the machine's own resolves, at once. Chromium's own resolver answered a name of the
  // outside world (google.com, for Google Pay's payment manifest, which the method list waits for)
  // after 1 to 3.5 s here, so most payment pages waited seconds for a lookup that could only fail.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
