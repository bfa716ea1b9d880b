import { SERVER_ERROR_CODES } from "@/contracts/enums";
import { fieldError } from "../http/http-error";

/** Disposable or refused domains (server code 2029); subdomains count too. */
export const BLOCKED_EMAIL_DOMAINS: readonly string[] = [
  "mailinator.com",
  "blocked.example",
  "guerrillamail.com",
  "yopmail.com",
  "10minutemail.com",
];

const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@([A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;

function isBlocked(domain: string): boolean {
  return BLOCKED_EMAIL_DOMAINS.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/** The order's e-mail: the one given, else the logged-in user's; 2009 when malformed, 2029 when blocked. */
export function checkoutEmail(given: string | undefined, userEmail: string | undefined): string {
  const email = given?.trim() || userEmail;
  if (!email) throw fieldError("email", "cannot-be-empty");
  if (email.length > 254 || !EMAIL.test(email)) {
    throw fieldError("email", "invalid", SERVER_ERROR_CODES.invalidEmail, "Email is not valid");
  }
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (isBlocked(domain)) {
    throw fieldError("email", "invalid", SERVER_ERROR_CODES.blacklistedEmailDomain, "Invalid email. Try again with another email address.");
  }
  return email;
}
