/**
 * What `npm run i18n:check` knows about each language beyond the ICU structure
 * (scripts/locales/catalogue-problems.ts): the messages that may read as in English, and the
 * address and words each catalogue keeps to, so that a new message in the other form is named.
 */

/**
 * Messages that may stay as English writes them in any language: brand and product names, codes,
 * field masks and marketing names the markets keep in English. A message whose text is only
 * placeholders, digits and punctuation needs no entry.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  "countdown.badge.blackFriday": "the sale's name, kept in English in most markets",
  "countdown.badge.cyberMonday": "the sale's name, kept in English in most markets",
  "home.product.vpn": "VPN is the product's kind in every language",
  "payments.card.cvvLabel": "the code's name as printed on cards",
  "payments.card.expiryMonthPlaceholder": "the mask printed on cards",
  "payments.card.expiryPlaceholder": "the mask printed on cards",
  "payments.card.expiryYearPlaceholder": "the mask printed on cards",
  "payments.form.cpfCnpjLabel": "Brazilian tax numbers, named by their acronyms",
  "plans.product": "product and tier names, the same in every language",
  "plans.filters.quota": "storage units",
};

/** Where an argument ({provider}, a plural) stood in a message's text, for the rules that read what is around it. */
export const ARGUMENT = "\uFFFC";

/**
 * Messages that are one word spelt as in English in some languages, by locale: there the
 * translation is the English word ("Marketing" in German, "Confirmation" in French).
 */
export const SAME_WORD_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  "consent.marketing": ["de", "es", "es-mx", "fr", "it", "nl", "pt", "pt-br"],
  "errors.notFound.code": ["es", "es-mx"],
  "payments.stepper.done": ["fr"],
  "plans.filters.individual": ["es", "es-mx"],
};

/** A way of writing that one catalogue does not mix in: a form of address or a word it has chosen the other of. */
export interface WordingRule {
  /** What the catalogue writes, as the problem names it ("Sie"). */
  uses: string;
  /** What it must not write ("du"). */
  not: string;
  pattern: RegExp;
}

const LETTER = String.raw`\p{L}\p{M}\p{N}`;

/** Any of `words` standing alone (not inside a longer word); case-sensitive unless `ignoreCase`. */
function words(list: readonly string[], { ignoreCase = false } = {}): RegExp {
  return new RegExp(`(?<![${LETTER}])(?:${list.join("|")})(?![${LETTER}])`, ignoreCase ? "iu" : "u");
}

/** Any of `parts` wherever it stands: Chinese has no spaces between words. */
function anywhere(list: readonly string[]): RegExp {
  return new RegExp(list.join("|"), "u");
}

const SPANISH_TU: WordingRule = {
  uses: "tú",
  not: "usted",
  pattern: words(["usted", "ustedes", "Elija", "Ingrese", "Introduzca", "Inténtelo", "Seleccione", "Vuelva", "Compruebe"], {
    ignoreCase: true,
  }),
};

/** Chinese, in all three catalogues: the polite 您 throughout. */
const CHINESE_NIN: WordingRule = { uses: "您", not: "你", pattern: anywhere(["你"]) };

/** Each catalogue's chosen address and words; a catalogue not listed here is not checked for them. */
export const WORDING: Readonly<Record<string, readonly WordingRule[]>> = {
  // German addresses the shopper as Sie (capitalised: a lower-case "sie" is "they").
  de: [
    {
      uses: "Sie",
      not: "du",
      pattern: words(["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"], { ignoreCase: true }),
    },
  ],
  // French as vous.
  fr: [{ uses: "vous", not: "tu", pattern: words(["tu", "te", "toi", "ton", "ta", "tes", "t’", "t'"], { ignoreCase: true }) }],
  // Dutch web shops write je; u and uw would make one sentence formal among informal ones.
  nl: [{ uses: "je", not: "u", pattern: words(["u", "uw", "uzelf"], { ignoreCase: true }) }],
  es: [SPANISH_TU],
  "es-mx": [SPANISH_TU],
  zh: [CHINESE_NIN],
  "zh-tw": [CHINESE_NIN],
  "zh-hk": [
    CHINESE_NIN,
    // Hong Kong commerce writes 帳 for accounts, bills and the checkout, and 續訂 for a renewal.
    { uses: "帳戶", not: "賬戶", pattern: anywhere(["賬戶"]) },
    { uses: "結帳", not: "結賬", pattern: anywhere(["結賬"]) },
    { uses: "帳單", not: "賬單", pattern: anywhere(["賬單"]) },
    { uses: "續訂", not: "續期", pattern: anywhere(["續期"]) },
  ],
  // Hebrew speaks to the shopper without gender: infinitives for what to do, and second-person
  // forms that are spelt alike for a man and a woman (שלך, בחרת); neither the plural address nor
  // a slashed double form.
  he: [
    {
      uses: "gender-neutral address",
      not: "plural address",
      // Also after "and" (ו), which Hebrew writes as part of the word: והשתמשו.
      pattern: words(["ו?(?:אתם|שלכם|לכם|אתכם|אליכם|עליכם|שילמתם|בחרתם|בחרו|קבלו|השתמשו|שתבטלו|נסו|היכנסו)"]),
    },
    { uses: "gender-neutral address", not: "a slashed double form", pattern: /\p{Script=Hebrew}\/\p{Script=Hebrew}/u },
  ],
  // A Korean particle that depends on the last sound of the word before it (을/를, 이/가, 은/는,
  // 과/와, 으로/로) cannot follow a name the message does not know: {provider}을 is wrong for
  // NordPass and right for NordVPN. After an argument the particle is the paired form, 을(를), or
  // the sentence is built so no particle follows it ({provider} 계정이).
  ko: [
    {
      uses: "particles that fit any name (을(를), {provider} 계정이)",
      not: "a particle chosen by the last sound of an argument",
      pattern: new RegExp(`${ARGUMENT}(?:을|를|이|가|은|는|과|와|으로|로)(?!\\()`, "u"),
    },
  ],
  // Each catalogue's one word for a coupon code.
  ru: [{ uses: "промокод", not: "купон", pattern: /купон/iu }],
  uk: [{ uses: "промокод", not: "купон", pattern: /купон/iu }],
  lt: [{ uses: "nuolaidos kodas", not: "kuponas", pattern: /kupon/iu }],
  sv: [{ uses: "rabattkod", not: "kupong", pattern: /kupong/iu }],
  no: [{ uses: "rabattkode", not: "kupong", pattern: /kupong/iu }],
  da: [{ uses: "rabatkode", not: "kupon", pattern: /kupon/iu }],
};

/**
 * The languages that set a no-break space (U+00A0 or the narrow U+202F) before ? ! : and ;. A
 * colon between two numbers or placeholders (a clock, 12:30) takes none.
 */
export const SPACE_BEFORE_HIGH_PUNCTUATION: readonly string[] = ["fr"];
