import { useIntl } from "react-intl";
import styled from "styled-components";
import { AccountArea } from "@/features/auth";
import { BrandLogo, type Brand } from "@/features/brand";
import { RouteLink, space, theme } from "@/ui";
import { layoutMessages } from "./messages";

/** The bar and its plain parts, styled as one (performance.md, "a render"). */
const Bar = styled.header`
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
  & > .inner {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(4)};
    max-inline-size: 1128px;
    min-block-size: 64px;
    margin-inline: auto;
    padding-inline: ${space(4)};
  }
  & > .inner > .logo {
    color: ${theme.color.text};
    display: inline-flex;
  }
`;

export function Header({ brand, showUserProfile }: { brand: Brand; showUserProfile: boolean }) {
  const intl = useIntl();
  return (
    <Bar data-section="header">
      <div className="inner">
        <RouteLink className="logo" href="/" aria-label={intl.formatMessage(layoutMessages.homeLink, { provider: brand.name })}>
          <BrandLogo brand={brand} />
        </RouteLink>
        {showUserProfile ? <AccountArea brand={brand} /> : null}
      </div>
    </Bar>
  );
}
