export {
  createRequest,
  DEFAULT_TIMEOUT_MS,
  EXPERIMENT_HEADER,
  FORWARDED_USER_AGENT_HEADER,
  type RequestSender,
  type RequestConfig,
  type RequestOptions,
  type RequestResult,
} from "./create-request";
export {
  RequestError,
  isRequestError,
  NETWORK_FAILURE_MESSAGE,
  ABORTED_MESSAGE,
  type HttpMethod,
  type RequestErrorKind,
  type RequestErrorDetails,
} from "./request-error";
export { buildRequestUrl, type RequestQuery } from "./build-request-url";
export { startRequestBudget, requestBudgetOf, isTimeoutReason, type RequestBudget } from "./request-budget";
export { checkoutApiRequest, userTokenOf } from "./checkout-api-request";
