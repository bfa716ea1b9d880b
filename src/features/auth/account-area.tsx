import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import type { Brand } from "@/features/brand";
import { isFlagOn } from "@/features/feature-flags";
import { space, theme } from "@/ui";
import { LoginPrompt } from "./login-prompt";
// The avatar is in the page's own code: a server-drawn button inside a lazily loaded part would
// drop a click made before its chunk arrived. The menu it opens is the part loaded on demand.
import { UserMenu } from "./user-menu";

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${theme.font.size.sm};
`;

/**
 * The header's account slot (spec 2.4): the avatar and account menu for a logged-in shopper,
 * the log-in prompt otherwise; `hideLogin` and `hideLogout` take their part away.
 */
export function AccountArea({ brand }: { brand: Brand }) {
  const { user, featureFlags } = useAppContext().appCtx;
  if (user) {
    return (
      <Area>
        <UserMenu email={user.email} brand={brand} hideLogout={isFlagOn(featureFlags, "hideLogout")} />
      </Area>
    );
  }
  if (isFlagOn(featureFlags, "hideLogin")) return null;
  return (
    <Area>
      <LoginPrompt brand={brand} />
    </Area>
  );
}
