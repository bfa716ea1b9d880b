import Cookies from "js-cookie";
import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button, Modal, space, theme } from "@/ui";
import { consentMessages } from "./messages";

export const CONSENT_COOKIE = "consent";
const CONSENT_DAYS = 182;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export function readConsent(): ConsentChoice {
  try {
    const parsed: unknown = JSON.parse(Cookies.get(CONSENT_COOKIE) ?? "{}");
    const value = (parsed ?? {}) as Partial<ConsentChoice>;
    return { analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return { analytics: false, marketing: false };
  }
}

function saveConsent(choice: ConsentChoice) {
  Cookies.set(CONSENT_COOKIE, JSON.stringify(choice), { expires: CONSENT_DAYS, path: "/", sameSite: "lax" });
}

const Intro = styled.p`
  color: ${theme.color.textMuted};
  margin-block-end: ${space(4)};
`;

const Category = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1)} ${space(3)};
  padding-block: ${space(3)};
  border-block-start: 1px solid ${theme.color.border};
  input { inline-size: 20px; block-size: 20px; margin: 2px 0 0; }
  small { grid-column: 2; color: ${theme.color.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-block-start: ${space(4)};
  justify-content: flex-end;
`;

interface ConsentModalProps {
  open: boolean;
  onClose: () => void;
}

/** The cookie consent widget: pill buttons (9999px radius) in a 20px-radius dialog (spec 2.4). */
export default function ConsentModal({ open, onClose }: ConsentModalProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<ConsentChoice>(readConsent);

  function decide(next: ConsentChoice) {
    saveConsent(next);
    setChoice(next);
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(consentMessages.title)} testId="consent-modal">
      <Intro>{intl.formatMessage(consentMessages.intro)}</Intro>
      <Category>
        <input type="checkbox" checked disabled />
        <strong>{intl.formatMessage(consentMessages.necessary)}</strong>
        <small>{intl.formatMessage(consentMessages.necessaryHint)}</small>
      </Category>
      <Category>
        <input
          type="checkbox"
          checked={choice.analytics}
          onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
        />
        <strong>{intl.formatMessage(consentMessages.analytics)}</strong>
        <small>{intl.formatMessage(consentMessages.analyticsHint)}</small>
      </Category>
      <Category>
        <input
          type="checkbox"
          checked={choice.marketing}
          onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
        />
        <strong>{intl.formatMessage(consentMessages.marketing)}</strong>
        <small>{intl.formatMessage(consentMessages.marketingHint)}</small>
      </Category>
      <Actions>
        <Button pill variant="secondary" onClick={() => decide({ analytics: false, marketing: false })}>
          {intl.formatMessage(consentMessages.rejectAll)}
        </Button>
        <Button pill variant="secondary" onClick={() => decide(choice)}>
          {intl.formatMessage(consentMessages.save)}
        </Button>
        <Button pill onClick={() => decide({ analytics: true, marketing: true })}>
          {intl.formatMessage(consentMessages.acceptAll)}
        </Button>
      </Actions>
    </Modal>
  );
}
