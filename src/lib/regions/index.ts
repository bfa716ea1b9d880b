/**
 * The European Economic Area: the EU's 27 member states and Iceland, Liechtenstein and Norway.
 * Its rules reach the checkout twice: prices shown with VAT (the Price Indication Directive) and
 * consent before optional cookies (the GDPR and ePrivacy rules).
 */
export const EEA_COUNTRIES: readonly string[] =
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" ");
