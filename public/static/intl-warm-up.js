/*
 * The page's first use of Intl loads the browser's ICU data for its locale: 25–37 ms of one
 * main-thread task inside /payment/'s hydration in Chromium on the bench's machine (46–120 ms on
 * a static page), before any throttling. ICU keeps that data per process, so this worker, started
 * by the page's script loader after the first layout (src/lib/document-scripts), loads it on
 * another thread while the page's scripts download, and hydration finds it ready. The locale is
 * the URL's fragment (the page's <html lang>). Nothing is sent or kept; a browser without a
 * service here simply skips it.
 */
(function () {
  var locale = decodeURIComponent(self.location.hash.slice(1)) || "en";
  // Numbers, dates and plurals are formatted with Latin digits (src/lib/locale/formatting-locale.ts).
  var formatting = locale + "-u-nu-latn";
  function warm(load) {
    try {
      load();
    } catch {
      // An unknown locale or a missing Intl service: the page falls back on its own.
    }
  }
  warm(function () {
    Intl.NumberFormat.supportedLocalesOf(formatting);
    Intl.DateTimeFormat.supportedLocalesOf(formatting);
  });
  warm(function () {
    new Intl.NumberFormat(formatting, { style: "currency", currency: "USD" }).format(1.5);
    new Intl.NumberFormat(formatting, { style: "percent" }).format(0.5);
  });
  warm(function () {
    new Intl.PluralRules(formatting).select(1);
  });
  warm(function () {
    new Intl.DateTimeFormat(formatting, { dateStyle: "long" }).format(0);
  });
  warm(function () {
    new Intl.Collator(locale).compare("a", "b");
  });
  warm(function () {
    new Intl.DisplayNames([locale], { type: "region" }).of("US");
  });
  warm(function () {
    new Intl.ListFormat(locale).format(["a", "b"]);
  });
  self.close();
})();
