/** Debian's Chromium, launched the way this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
