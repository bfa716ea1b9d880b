// Shipped as written: INTL_WARM_UP_WORKER (src/lib/document-scripts) says why.
(function () {
  var locale = decodeURIComponent(self.location.hash.slice(1)) || "en";
  var latn = locale + "-u-nu-latn";
  [
    function () {
      new Intl.NumberFormat(latn, { style: "currency", currency: "USD" }).format(1.5);
      new Intl.NumberFormat(latn, { style: "percent" }).format(0.5);
    },
    function () {
      new Intl.PluralRules(latn).select(1);
    },
    function () {
      new Intl.DateTimeFormat(latn, { dateStyle: "long" }).format(0);
    },
    function () {
      new Intl.Collator(locale).compare("a", "b");
    },
    function () {
      new Intl.DisplayNames([locale], { type: "region" }).of("US");
    },
    function () {
      new Intl.ListFormat(locale).format(["a", "b"]);
    },
  ].forEach(function (warm) {
    try {
      warm();
    } catch {
      return;
    }
  });
  self.close();
})();
