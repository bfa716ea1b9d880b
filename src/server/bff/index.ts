export { apiRoute, enforceRateLimit, type ApiHandler } from "./api-route";
export { apiDispatcher } from "./api-dispatcher";
export { ApiError, validationError } from "./api-error";
export { parseBody, parseQuery } from "./parse-input";
export { isSameOrigin } from "./same-origin";
export { API_PATHS, matchApiPath, type ApiPath } from "./api-paths";
