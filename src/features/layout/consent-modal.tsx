import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import { applyAttribution, type Landing } from "@/features/attribution";
import { readConsent, saveConsent, type ConsentChoice } from "@/features/consent";
import { Button, Modal, space, theme } from "@/ui";
import { consentMessages } from "./consent-messages";

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
  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 2px 0 0;
  }
  small {
    grid-column: 2;
    color: ${theme.color.textMuted};
  }
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
  /** Where this visit landed: a new choice records it, or removes its records, at once. */
  landing: Landing | null;
}

/** The cookie consent widget: pill buttons (9999px radius) in a 20px-radius dialog (spec 2.4). */
export default function ConsentModal({ open, onClose, landing }: ConsentModalProps) {
  const intl = useIntl();
  const { appCtx, config } = useAppContext();
  const { countryCode } = appCtx.geoData;
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent(countryCode));

  function decide(next: ConsentChoice) {
    saveConsent(next);
    // The server recorded this landing as far as the old choice allowed; the new one applies now.
    if (landing) applyAttribution({ landing, consent: next, linkerDomains: config.linkerDomains });
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
        <input type="checkbox" checked={choice.analytics} onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })} />
        <strong>{intl.formatMessage(consentMessages.analytics)}</strong>
        <small>{intl.formatMessage(consentMessages.analyticsHint)}</small>
      </Category>
      <Category>
        <input type="checkbox" checked={choice.marketing} onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })} />
        <strong>{intl.formatMessage(consentMessages.marketing)}</strong>
        <small>{intl.formatMessage(consentMessages.marketingHint)}</small>
      </Category>
      <Actions>
        <Button pill variant="secondary" data-testid="consent-reject-all" onClick={() => decide({ analytics: false, marketing: false })}>
          {intl.formatMessage(consentMessages.rejectAll)}
        </Button>
        <Button pill variant="secondary" data-testid="consent-save" onClick={() => decide(choice)}>
          {intl.formatMessage(consentMessages.save)}
        </Button>
        <Button pill data-testid="consent-accept-all" onClick={() => decide({ analytics: true, marketing: true })}>
          {intl.formatMessage(consentMessages.acceptAll)}
        </Button>
      </Actions>
    </Modal>
  );
}
