import { useRouter } from "next/router";
import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import type { Brand } from "@/features/brand";
import { checkoutPage } from "@/features/checkout-query";
import { isFlagOn } from "@/features/feature-flags";
import { space, theme } from "@/ui";
import { LoginPrompt, loginPromptStyles } from "./login-prompt";
// The avatar is in the page's own code: a server-drawn button inside a lazily loaded part would
// drop a click made before its chunk arrived. The menu it opens is the part loaded on demand.
import { UserMenu } from "./user-menu";

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${theme.font.size.sm};
  ${loginPromptStyles}
`;

/**
 * The steps after Pay: the purchase has joined or created the account of the e-mail paid with,
 * and the success step says how to sign in to it, so a guest is not offered "Log in" there.
 */
const AFTER_PAY = new Set(["/processing", "/pending", "/success"]);

/**
 * The header's account slot (spec 2.4): the avatar and account menu for a logged-in shopper,
 * the log-in prompt otherwise, except on the steps after Pay; `hideLogin` and `hideLogout` take
 * their part away.
 */
export function AccountArea({ brand }: { brand: Brand }) {
  const { user, featureFlags } = useAppContext().appCtx;
  const { pathname } = useRouter();
  if (user) {
    return (
      <Area>
        <UserMenu email={user.email} brand={brand} hideLogout={isFlagOn(featureFlags, "hideLogout")} />
      </Area>
    );
  }
  if (isFlagOn(featureFlags, "hideLogin") || AFTER_PAY.has(checkoutPage(pathname))) return null;
  return (
    <Area>
      <LoginPrompt brand={brand} />
    </Area>
  );
}
