import { EARLY_CATALOGUE_GLOBAL, PAGE_MESSAGES_ID } from "@/features/i18n";

/**
 * The document's inline script after the catalogue's preload link (`PAGE_MESSAGES_ID`): it asks
 * for the catalogue while the head is parsed (the preload's own request answers it) and keeps it
 * parsed on `window` (`EARLY_CATALOGUE_GLOBAL`). The page's scripts are asked for only after the
 * first layout, so the catalogue is there before they run: the app reads it without waiting and
 * hydrates at once, and a tap from the load event on is answered as before. A failure is left to
 * the app, which tries again (features/i18n/page-messages).
 */
export const CATALOGUE_EARLY_FETCH_SOURCE =
  `(function(){var l=document.getElementById(${JSON.stringify(PAGE_MESSAGES_ID)});if(!l)return;` +
  `var c=self[${JSON.stringify(EARLY_CATALOGUE_GLOBAL)}]={};` +
  `c.answer=fetch(l.href,{credentials:"same-origin"}).then(function(r){if(!r.ok)throw Error("catalogue "+r.status);return r.json()})` +
  `.then(function(p){c.packed=p});c.answer.catch(function(){})})()`;
