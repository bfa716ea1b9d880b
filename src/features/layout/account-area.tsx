import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import type { Brand } from "@/features/brand";
import { isFlagOn } from "@/features/feature-flags";
import { lazyComponent, space, theme } from "@/ui";
import { LoginPrompt } from "./login-prompt";

// Most shoppers are guests: the logged-in avatar and its menu are a chunk of their own.
const UserMenu = lazyComponent(() => import("./user-menu").then((module) => module.UserMenu));

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
