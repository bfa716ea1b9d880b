import Head from "next/head";
import { useRouter } from "next/router";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { DEFAULT_LOCALE, localizePath } from "@/lib/locale";
import { Button, ScreenCard, space, theme } from "@/ui";
import { authMessages } from "./messages";

const Heading = styled.h1`
  font-size: ${theme.font.size.xl};
`;

const Text = styled.p`
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.form`
  display: grid;
  gap: ${space(3)};
  justify-self: stretch;
  max-inline-size: 400px;
  margin-inline: auto;
  inline-size: 100%;
`;

export interface AccountSwitchScreenProps {
  currentEmail: string;
}

/**
 * `/login/switch/`: a sign-in link opened while another shopper is logged in. The answer is a
 * plain form post to the server (works before any script), which keeps the account or logs in
 * with the link's token; the token itself never reaches the page.
 */
export function AccountSwitchScreen({ currentEmail }: AccountSwitchScreenProps) {
  const intl = useIntl();
  const { locale = DEFAULT_LOCALE } = useRouter();
  // First-strong isolates: an address keeps its own direction inside right-to-left text.
  const email = `\u2068${currentEmail}\u2069`;
  return (
    <ScreenCard data-testid="account-switch" data-section="account_switch">
      <Head>
        <title>{intl.formatMessage(authMessages.switchTitle)}</title>
      </Head>
      <Heading>{intl.formatMessage(authMessages.switchTitle)}</Heading>
      <Text data-testid="account-switch-current">{intl.formatMessage(authMessages.switchSignedInAs, { email })}</Text>
      <Text>{intl.formatMessage(authMessages.switchExplain)}</Text>
      <Actions method="post" action={localizePath("/login/switch/", locale)}>
        <Button type="submit" name="choice" value="continue" data-testid="account-switch-continue" block>
          {intl.formatMessage(authMessages.switchContinue, { email })}
        </Button>
        <Button type="submit" name="choice" value="switch" variant="secondary" data-testid="account-switch-confirm" block>
          {intl.formatMessage(authMessages.switchConfirm)}
        </Button>
      </Actions>
    </ScreenCard>
  );
}
