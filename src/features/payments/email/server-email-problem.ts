import type { ApiErrorBody } from "@/contracts/checkout-api";
import { SERVER_ERROR_CODES } from "@/contracts/enums";
import type { FieldProblem } from "../validation/field-problem";

/** The e-mail problem a checkout API refusal carries (codes 2009 and 2029 of spec section 8), if any. */
export function serverEmailProblem(body: ApiErrorBody): FieldProblem | undefined {
  if (body.code === SERVER_ERROR_CODES.blacklistedEmailDomain) return "blocked";
  if (body.code === SERVER_ERROR_CODES.invalidEmail) return "invalid";
  const slug = body.errors?.find((error) => error.field === "email")?.slug;
  if (slug === "cannot-be-empty") return "empty";
  return slug === "invalid" ? "invalid" : undefined;
}
