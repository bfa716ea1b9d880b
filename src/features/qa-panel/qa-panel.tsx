import styled from "styled-components";
import type { QaSession } from "@/features/app-context";
import { cardSurface, space, theme } from "@/ui";

const Panel = styled.details`
  position: fixed;
  z-index: 1000;
  inset-block-end: ${space(3)};
  inset-inline-start: ${space(3)};
  max-inline-size: min(320px, calc(100vw - ${space(6)}));
  padding: ${space(2)} ${space(3)};
  ${cardSurface}
  border-color: ${theme.color.borderStrong};
  font-size: ${theme.font.size.xs};

  summary {
    cursor: pointer;
    font-weight: ${theme.font.weight.bold};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(1)} ${space(2)};
    margin: ${space(2)} 0;
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    font: inherit;
    padding: ${space(1)} ${space(2)};
  }
`;

function clearAddress(): string {
  const url = new URL(window.location.href);
  url.searchParams.set("ff", "clear");
  url.searchParams.set("qa", "clear");
  return url.toString();
}

/**
 * QA's view of the overrides in force for this browser session (`ff` flags, `qa` experiment
 * variants), with a way to end them. Loaded only while an override is active (_app), so
 * shoppers never download it. An internal tool, in English.
 */
export function QaPanel({ session }: { session: QaSession }) {
  const flags = Object.entries(session.flags);
  const experiments = Object.entries(session.experiments);
  return (
    <Panel open lang="en" dir="ltr" data-testid="qa-panel">
      <summary>QA overrides</summary>
      <dl>
        {flags.map(([name, value]) => (
          <Entry key={`flag-${name}`} label={`flag ${name}`} value={value} />
        ))}
        {experiments.map(([id, variant]) => (
          <Entry key={`experiment-${id}`} label={`experiment ${id}`} value={variant} />
        ))}
      </dl>
      <button type="button" data-testid="qa-panel-clear" onClick={() => window.location.assign(clearAddress())}>
        Clear overrides
      </button>
    </Panel>
  );
}

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
