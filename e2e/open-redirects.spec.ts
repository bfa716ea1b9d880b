import { expect, test, type APIResponse } from "@playwright/test";

/** login_target payloads a browser can send: unicode, encoded, backslash and protocol-relative tricks. */
const LOGIN_TARGETS = [
  "／／evil.example",
  "/／evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https%3A%2F%2Fevil.example",
  "/\\evil.example",
  "//evil.example",
  "https://chеckout.example/",
  "http:evil.example",
];

const setCookie = (response: APIResponse, name: string) =>
  response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith(`${name}=`))?.value;

test.describe("login_target never leads off the checkout", () => {
  test("open redirects: /login/ remembers the home page for every hostile login_target, never a 500", async ({ request }) => {
    for (const target of LOGIN_TARGETS) {
      const response = await request.get(`/login/?login_target=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect({ target, status: response.status() }).toEqual({ target, status: 303 });
      // Off to the identity provider, with the home page as the page to come back to.
      expect({ target, attempt: setCookie(response, "login_attempt")?.split(";")[0] }).toEqual({ target, attempt: "login_attempt=%2F" });
    }
  });

  test("open redirects: /oauth2/login/ sends the shopper home whatever return address the attempt holds, never a 500", async ({
    request,
  }) => {
    for (const target of LOGIN_TARGETS) {
      const response = await request.get("/oauth2/login/?error=access_denied", {
        maxRedirects: 0,
        headers: { cookie: `login_attempt=${encodeURIComponent(target)}` },
      });
      expect({ target, status: response.status(), location: response.headers()["location"] }).toEqual({
        target,
        status: 303,
        location: "/",
      });
    }
  });
});
