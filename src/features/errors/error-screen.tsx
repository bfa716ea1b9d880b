import Head from "next/head";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { addTrackingOnFollow, track } from "@/features/analytics";
import { useAppContext } from "@/features/app-context";
import { productFromQuery, providerSiteUrl, useBrand } from "@/features/brand";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { Button, ButtonLink, media, ScreenCard, space, theme } from "@/ui";
import { analyticsMessageFor } from "./analytics-messages";
import { checkoutHomePath } from "./error-links";
import { errorMessages } from "./messages";
import { useAutoRetry } from "./use-auto-retry";

const Section = ScreenCard;

const Code = styled.p`
  color: ${theme.color.accent};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.04em;
`;

const Heading = styled.h1`
  font-size: ${theme.font.size.xl};
  ${media.md`font-size: ${theme.font.size.xxl};`}
`;

const Text = styled.p`
  color: ${theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

const SiteLink = styled.a`
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
`;

export interface ErrorScreenProps {
  statusCode: number;
  /**
   * Where the generic screen's "Try again" leads (`/error/`: the step that failed); without it
   * the screen replaced a page that failed in place, and trying again reloads that page.
   */
  retryHref?: string;
  /** Whether to send the analytics `error` event; boundaries that already sent it pass false. */
  reportToAnalytics?: boolean;
}

function useTitle(descriptor: MessageDescriptor) {
  const intl = useIntl();
  return intl.formatMessage(descriptor);
}

/**
 * The 404 leads back into this checkout (the product in context's payment step, or the product
 * picker), with the provider's own site as a second way out.
 */
function NotFound() {
  const intl = useIntl();
  const brand = useBrand();
  const router = useRouter();
  const home = localizePath(checkoutHomePath(productFromQuery(router.query)), router.locale ?? DEFAULT_LOCALE);
  return (
    <Section data-testid="error-404" data-section="error_section">
      <Head>
        <title>{useTitle(errorMessages.notFoundTitle)}</title>
      </Head>
      <Code>{intl.formatMessage(errorMessages.notFoundCode)}</Code>
      <Heading>{intl.formatMessage(errorMessages.notFoundHeading)}</Heading>
      <Text>{intl.formatMessage(errorMessages.notFoundDescription)}</Text>
      <ButtonLink href={home} data-testid="error-home-link">
        {intl.formatMessage(errorMessages.notFoundAction)}
      </ButtonLink>
      <SiteLink
        href={providerSiteUrl(brand, "/", intl.locale)}
        data-testid="error-site-link"
        onClick={addTrackingOnFollow}
        onAuxClick={addTrackingOnFollow}
      >
        {intl.formatMessage(errorMessages.notFoundSite, { site: new URL(brand.siteUrl).host })}
      </SiteLink>
    </Section>
  );
}

function TooManyRequests({ supportEmail }: { supportEmail: string }) {
  const intl = useIntl();
  return (
    <Section data-testid="error-429" data-section="error_section">
      <Head>
        <title>{useTitle(errorMessages.tooManyRequestsTitle)}</title>
      </Head>
      <Code>429</Code>
      <Heading>{intl.formatMessage(errorMessages.tooManyRequestsText)}</Heading>
      <Text>{intl.formatMessage(errorMessages.gotQuestions)}</Text>
      <ButtonLink href={`mailto:${supportEmail}`} variant="secondary">
        {intl.formatMessage(errorMessages.contactSupport)}
      </ButtonLink>
    </Section>
  );
}

function Generic({ supportEmail, retryHref, autoRetry }: { supportEmail: string; retryHref?: string; autoRetry: boolean }) {
  const intl = useIntl();
  const retryIn = useAutoRetry(autoRetry);
  return (
    <Section data-testid="error-generic" data-section="error_section">
      <Head>
        <title>{useTitle(errorMessages.genericTitle)}</title>
      </Head>
      <Heading>{intl.formatMessage(errorMessages.genericTitle)}</Heading>
      <Text>{intl.formatMessage(errorMessages.genericText)}</Text>
      <Actions>
        {retryHref ? (
          <ButtonLink href={retryHref} data-testid="error-retry-link">
            {intl.formatMessage(errorMessages.tryAgain)}
          </ButtonLink>
        ) : (
          <Button onClick={() => window.location.reload()}>{intl.formatMessage(errorMessages.tryAgain)}</Button>
        )}
        <ButtonLink href={`mailto:${supportEmail}`} variant="secondary">
          {intl.formatMessage(errorMessages.contactSupport)}
        </ButtonLink>
      </Actions>
      {/* Not a live region: a count read aloud every second would drown the page. */}
      {retryIn !== null ? (
        <Text data-testid="error-auto-retry">{intl.formatMessage(errorMessages.retryingIn, { seconds: retryIn })}</Text>
      ) : null}
    </Section>
  );
}

/** The error screens of spec 2.4 by status code. */
export function ErrorScreen({ statusCode, retryHref, reportToAnalytics = true }: ErrorScreenProps) {
  const { config } = useAppContext();

  useEffect(() => {
    if (reportToAnalytics) track("error", { error_message: analyticsMessageFor(statusCode) });
  }, [statusCode, reportToAnalytics]);

  if (statusCode === 404) return <NotFound />;
  if (statusCode === 429) return <TooManyRequests supportEmail={config.supportEmail} />;
  // A page that failed in place because a service is unavailable (503) tries again by itself.
  return <Generic supportEmail={config.supportEmail} retryHref={retryHref} autoRetry={statusCode === 503 && !retryHref} />;
}
