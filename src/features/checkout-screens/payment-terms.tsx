import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { breakpoints, RouteLink, space, theme } from "@/ui";
import { checkoutPageMessages } from "./messages";

/**
 * A native disclosure: closed on small screens, where the pay button should not sit above a
 * wall of text, and always open from md up. From md the summary goes and the content is shown
 * whatever the open state, by `::details-content`; a browser without it keeps the toggle.
 */
const Terms = styled.details`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  summary {
    cursor: pointer;
    padding-block: ${space(2)};
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }

  p {
    margin: 0;
  }
  a {
    color: inherit;
  }

  @supports selector(::details-content) {
    @media (min-width: ${breakpoints.md}px) {
      summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
      }
    }
  }
`;

const link = (href: string) =>
  function TermsLink(chunks: ReactNode[]) {
    return (
      <RouteLink href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
      </RouteLink>
    );
  };

/** The legal text under the pay button: what paying agrees to and how the subscription renews. */
export function PaymentTerms({ provider }: { provider: string }) {
  const intl = useIntl();
  return (
    <Terms data-testid="payment-terms" data-section="disclaimer">
      <summary>{intl.formatMessage(checkoutPageMessages.termsSummary)}</summary>
      <p>
        {intl.formatMessage(checkoutPageMessages.terms, {
          provider,
          terms: link("/legal/terms-of-service/"),
          privacy: link("/legal/privacy-policy/"),
        })}
      </p>
    </Terms>
  );
}
