export {
  isArrayOf,
  isFiniteNumber,
  isInteger,
  isNullable,
  isOneOf,
  isOptional,
  isRecord,
  isString,
  isUrl,
  type Guard,
} from "./value-guards";
