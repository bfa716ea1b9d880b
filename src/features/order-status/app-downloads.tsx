import { useIntl } from "react-intl";
import styled from "styled-components";
import { addTrackingOnFollow } from "@/features/analytics";
import { ButtonLink, media, space, theme } from "@/ui";
import { APP_PLATFORMS, isDesktopPlatform, PLATFORM_NAMES, type AppPlatform } from "./app-platform";
import { desktopLinks } from "./desktop-links";
import { downloadLink } from "./download-links";
import { orderStatusMessages as m } from "./messages";

const Actions = styled.div`
  display: grid;
  gap: ${space(3)};
  ${media.sm`grid-template-columns: 1fr 1fr;`}
`;

const Others = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};

  a {
    color: ${theme.color.accent};
  }
`;

interface AppDownloadsProps {
  /** The order's main plan (`vpn-plus-1y`): its product's app. */
  mainPlan: string | undefined;
  orderId: string;
  email: string;
  /** The shopper's device, from the User-Agent on the server; null when it could not be told. */
  platform: AppPlatform | null;
}

/**
 * How to start: the app for the shopper's device first (every platform alike when it is not
 * known), the other platforms as small links, "Open app" and "Claim online purchase" on a
 * computer (the desktop apps' custom scheme; a phone's store page opens an installed app itself),
 * and how to sign in. Nothing for a web-only product, which has no app. The download pages are
 * the provider's site, so they carry `nv_tri` and `nv_trs` (spec 2.3); the app deep links do not.
 */
export function AppDownloads({ mainPlan, orderId, email, platform }: AppDownloadsProps) {
  const intl = useIntl();
  const primary = platform ? downloadLink(mainPlan, platform) : null;
  const others = APP_PLATFORMS.filter((other) => other !== platform).flatMap((other) => {
    const href = downloadLink(mainPlan, other);
    return href ? [{ platform: other, href }] : [];
  });
  if (!primary && others.length === 0) return null;
  const deepLinks = platform === null || isDesktopPlatform(platform) ? desktopLinks(mainPlan, orderId) : null;
  return (
    <>
      <h2>{intl.formatMessage(m.appTitle)}</h2>
      {primary && platform ? (
        <ButtonLink
          href={primary}
          data-testid="success-download-link"
          data-platform={platform}
          onClick={addTrackingOnFollow}
          onAuxClick={addTrackingOnFollow}
        >
          {intl.formatMessage(m.download, { platform: PLATFORM_NAMES[platform] })}
        </ButtonLink>
      ) : null}
      <Others data-testid="success-other-downloads">
        {primary ? <span>{intl.formatMessage(m.otherDevices)}</span> : null}
        {others.map((other) => (
          <a key={other.platform} href={other.href} onClick={addTrackingOnFollow} onAuxClick={addTrackingOnFollow}>
            {PLATFORM_NAMES[other.platform]}
          </a>
        ))}
      </Others>
      {/* No e-mail for a browser that did not make the order: no sentence naming one. */}
      {email ? <p data-testid="success-signin-help">{intl.formatMessage(m.signInHelp, { email: <bdi dir="ltr">{email}</bdi> })}</p> : null}
      {deepLinks ? (
        <>
          <p>{intl.formatMessage(m.appHint)}</p>
          <Actions>
            <ButtonLink href={deepLinks.openApp} variant="secondary" data-testid="open-app-link">
              {intl.formatMessage(m.openApp)}
            </ButtonLink>
            <ButtonLink href={deepLinks.claimPurchase} variant="secondary" data-testid="claim-purchase-link">
              {intl.formatMessage(m.claimPurchase)}
            </ButtonLink>
          </Actions>
        </>
      ) : null}
    </>
  );
}
