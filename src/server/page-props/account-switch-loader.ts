import type { IncomingMessage } from "node:http";
import { SENSITIVE_PARAMS } from "@/lib/url";
import { accountSwitchLoader, answerAccountSwitch } from "@/server/auth";
import { isSameOrigin } from "@/server/bff";
import { getEnv } from "@/server/env";
import type { PageLoader } from "./create-get-server-side-props";

const MAX_FORM_BYTES = 1024;

/** The small form the switch question posts (`choice=switch` or `choice=continue`); null when it is not one. */
async function postedChoice(req: IncomingMessage): Promise<"switch" | "continue" | null> {
  let body = "";
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    body += chunk.toString();
    if (body.length > MAX_FORM_BYTES) return null;
  }
  const choice = new URLSearchParams(body).get("choice");
  return choice === "switch" || choice === "continue" ? choice : null;
}

/**
 * `/login/switch/`: GET shows the question, POST (from this app's own page only) answers it.
 * A POST from elsewhere or with no valid choice just shows the question again.
 */
export const accountSwitchPageLoader: PageLoader = async (input) => {
  const { req } = input.ctx;
  if (req.method === "POST" && isSameOrigin(req, new URL(getEnv().APP_BASE_URL).origin)) {
    const choice = await postedChoice(req);
    if (choice) return answerAccountSwitch(input, choice);
  }
  return accountSwitchLoader(input);
};
// Its redirects never carry a token; the page itself takes none from its address.
accountSwitchPageLoader.consumesParams = SENSITIVE_PARAMS;
