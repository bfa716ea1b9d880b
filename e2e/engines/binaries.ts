/** Where Debian's packages put the Firefox and WebKit engines (scripts/system-packages.ts installs them). */

/** `firefox-esr`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
/** `webkit2gtk-driver`: WebKitWebDriver, and the MiniBrowser it automates (WebKitGTK, Safari's engine). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** `xvfb`: the X display MiniBrowser draws on. */
export const XVFB_PATH = process.env.XVFB_PATH || "/usr/bin/Xvfb";
