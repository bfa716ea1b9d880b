export { fetchWithin, NO_ANSWER_MESSAGE, type TryOptions } from "./fetch-within";
