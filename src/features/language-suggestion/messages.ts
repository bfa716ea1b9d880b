import { defineMessages, type NoMessageValues } from "react-intl";

type LanguageSuggestionMessagesValues = {
  prompt: NoMessageValues;
  switchLanguage: NoMessageValues;
  dismiss: NoMessageValues;
};

/**
 * The suggestion to read the checkout in the visitor's own language. Each catalogue's text is
 * shown in that catalogue's language (the German one to a visitor whose browser prefers German),
 * so every translation names its own language.
 */
export const languageSuggestionMessages = defineMessages<LanguageSuggestionMessagesValues>(
  {
    prompt: {
      id: "languageSuggestion.prompt",
      defaultMessage: "This checkout is also available in English.",
      description: "Suggestion shown to a first-time visitor whose browser prefers this language; names this catalogue's own language",
    },
    switchLanguage: {
      id: "languageSuggestion.switch",
      defaultMessage: "Continue in English",
      description: "Button that switches the checkout to this catalogue's language and remembers the choice",
    },
    dismiss: {
      id: "languageSuggestion.dismiss",
      defaultMessage: "Not now",
      description: "Button that closes the language suggestion and keeps the page's current language",
    },
  },
  { typed: true },
);

/** The catalogue keys the server sends with a suggestion, in the suggested language. */
export const LANGUAGE_SUGGESTION_MESSAGE_IDS: readonly string[] = Object.values(languageSuggestionMessages).map((message) => message.id);
