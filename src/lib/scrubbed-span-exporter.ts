import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";
import { scrubText, scrubValue } from "@/contracts/scrub";

/** A span as exported: its name, attributes and events' attributes scrubbed of sensitive data. */
function scrubbedSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    name: { value: scrubText(span.name) },
    attributes: { value: scrubValue(span.attributes) },
    events: { value: span.events.map((event) => ({ ...event, attributes: event.attributes && scrubValue(event.attributes) })) },
  }) as ReadableSpan;
}

/** The address a span is about, in either generation of the HTTP conventions. */
const spanUrl = (span: ReadableSpan) => span.attributes["http.url"] ?? span.attributes["url.full"];

/**
 * Every span leaves through this, in the browser and on the server: spans about untraced
 * addresses stay behind, and names, URLs and other attributes never carry a token, e-mail or card.
 */
export function scrubbedSpanExporter(exporter: SpanExporter, traced: (url: string) => boolean = () => true): SpanExporter {
  return {
    export: (spans, done) => {
      const kept = spans.filter((span) => {
        const url = spanUrl(span);
        return typeof url !== "string" || traced(url);
      });
      exporter.export(kept.map(scrubbedSpan), done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
