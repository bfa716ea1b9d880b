import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { addTrackingOnFollow } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { attributionLanding } from "@/features/attribution";
import { providerSiteUrl, type Brand } from "@/features/brand";
import { Button, clientOnlyComponent, media, RouteLink, space, theme, visuallyHidden } from "@/ui";
import { LanguageSelect } from "./language-select";
import { footerDisclaimerMessages, layoutMessages } from "./messages";

// The consent dialog is rare: its code loads when a shopper asks for it.
const ConsentModal = clientOnlyComponent(() => import("./consent-modal").then((module) => module.default));

/**
 * The footer and its plain parts, styled as one: each styled element is a component of its own for
 * the server to render on every request (performance.md, "a render").
 *
 * The footer's widths never depend on the language picker's options: sizing a select to its
 * widest option measures all 26 names, the Chinese, Japanese and Korean ones in fonts the page
 * has not used yet, a 25–40 ms layout right after hydration (bench). So the column is the
 * footer's width, not its content's (minmax(0, 1fr), not the implicit auto), and beside the
 * copyright the picker has a width of its own, as wide as its longest name and its chevron.
 */
const Bar = styled.footer`
  margin-block-start: auto;
  background: ${theme.color.surface};
  border-block-start: 1px solid ${theme.color.border};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  & > .inner {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(4)};
    max-inline-size: 1128px;
    margin-inline: auto;
    padding: ${space(6)} ${space(4)};
  }
  & nav > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)} ${space(5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & nav > ul a,
  & nav > ul button {
    color: ${theme.color.text};
    font-size: inherit;
    font-weight: inherit;
  }
  & .new-tab {
    ${visuallyHidden}
  }
  & .bottom {
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
    ${media.md`
      flex-direction: row;
      align-items: center;
      justify-content: space-between;
    `}
  }
  & .language {
    ${media.md`
      flex: none;
      inline-size: 14em;
      min-inline-size: 0;
    `}
  }
`;

/** The legal, support and policy links of spec 2.4 and 9, each opening in a new tab. */
function policyLinks(brand: Brand, locale: string) {
  return [
    { href: "/legal/terms-of-service/", label: layoutMessages.terms, own: true },
    { href: "/legal/privacy-policy/", label: layoutMessages.privacy, own: true },
    { href: providerSiteUrl(brand, "/cancellation-policy/", locale), label: layoutMessages.cancellation, own: false },
    { href: providerSiteUrl(brand, "/refund-policy/", locale), label: layoutMessages.refund, own: false },
    { href: "/legal/pricing/", label: layoutMessages.pricing, own: true },
  ];
}

interface FooterProps {
  brand: Brand;
  /** Replaces the disclaimer of the product in context. */
  disclaimer?: ReactNode;
}

export function Footer({ brand, disclaimer }: FooterProps) {
  const intl = useIntl();
  const { config } = useAppContext();
  const [consentOpen, setConsentOpen] = useState(false);
  const newTab = <span className="new-tab"> {intl.formatMessage(layoutMessages.newTab)}</span>;

  return (
    <Bar data-section="footer">
      <div className="inner">
        <p data-testid="footer-disclaimer">{disclaimer ?? intl.formatMessage(footerDisclaimerMessages[brand.key])}</p>
        <nav aria-label={intl.formatMessage(layoutMessages.footerLinks)}>
          <ul>
            <li>
              <a href={`mailto:${config.supportEmail}`}>{intl.formatMessage(layoutMessages.contact)}</a>
            </li>
            {policyLinks(brand, intl.locale).map(({ href, label, own }) => (
              <li key={href}>
                {/* Our own /legal/ routes go through the router (locale prefix); the provider's pages leave the checkout. */}
                {own ? (
                  <RouteLink href={href} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(label)}
                    {newTab}
                  </RouteLink>
                ) : (
                  <a href={href} target="_blank" rel="noopener noreferrer" onClick={addTrackingOnFollow} onAuxClick={addTrackingOnFollow}>
                    {intl.formatMessage(label)}
                    {newTab}
                  </a>
                )}
              </li>
            ))}
            <li>
              <Button variant="link" data-testid="cookie-preferences-button" onClick={() => setConsentOpen(true)}>
                {intl.formatMessage(layoutMessages.cookiePreferences)}
              </Button>
            </li>
          </ul>
        </nav>
        <div className="bottom">
          <p data-testid="footer-copyright">{intl.formatMessage(layoutMessages.copyright, { year: new Date().getFullYear() })}</p>
          <div className="language">
            <LanguageSelect />
          </div>
        </div>
      </div>
      {consentOpen ? <ConsentModal open={consentOpen} onClose={() => setConsentOpen(false)} landing={attributionLanding} /> : null}
    </Bar>
  );
}
