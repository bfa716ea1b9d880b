import { describe, expect, it } from "vitest";
import { accents, theme } from "./theme";

/** WCAG 2.2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG 2.2's contrast ratio of two colours, 1 to 21. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** CIE L*a*b* of a #rrggbb colour (D65), for telling colours apart as people see them. */
function lab(hex: string): [number, number, number] {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047;
  const y = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The CIE76 colour difference: about 2.3 is just noticeable, above 50 the colours are different colours. */
function difference(first: string, second: string): number {
  const [a, b] = [lab(first), lab(second)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

const { color } = theme;
const backgrounds = { surface: color.surface, page: color.page };

// axe measures text contrast on the rendered pages, not the contrast of borders and the focus
// ring (WCAG 1.4.11): the tokens those are drawn with are held to it here.
describe("the theme's colours", () => {
  it.each(Object.entries(backgrounds))("give text at least 4.5:1 on the %s", (_name, background) => {
    expect(contrast(color.text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textMuted, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(backgrounds))(
    "give control borders and the focus ring at least 3:1 on the %s (WCAG 1.4.11)",
    (_name, background) => {
      expect(contrast(color.borderStrong, background)).toBeGreaterThanOrEqual(3);
      expect(contrast(color.focus, background)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(Object.entries(accents))("give the %s accent 3:1 as a selected border and 4.5:1 under button text", (_name, accent) => {
    for (const background of Object.values(backgrounds)) expect(contrast(accent, background)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.accentText, accent)).toBeGreaterThanOrEqual(4.5);
  });

  // A brand's Pay button or selected card must never read as the error beside it (a declined
  // payment's alert sits right above Pay).
  it.each(Object.entries(accents))("keep the %s accent a different colour from the error red", (_name, accent) => {
    expect(difference(accent, color.danger)).toBeGreaterThanOrEqual(50);
  });

  it("give alerts' text at least 4.5:1 on their own surfaces", () => {
    expect(contrast(color.danger, color.dangerSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.success, color.successSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.info, color.infoSurface)).toBeGreaterThanOrEqual(4.5);
  });
});
