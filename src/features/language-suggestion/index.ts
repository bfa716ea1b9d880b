export { LanguageSuggestion } from "./language-suggestion";
export { LANGUAGE_SUGGESTION_MESSAGE_IDS } from "./messages";
