/**
 * Rounds half away from zero to `decimals` places.
 *
 * Scaling through the decimal exponent instead of multiplying avoids binary float noise:
 * `1.005 * 100` is 100.49999999999999, so the naive way turns 1.005 into 1.00.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  if (Number.isInteger(value)) return value || 0;
  const places = Math.max(0, Math.trunc(decimals));
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toExponential().split("e");
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + places}`));
  // Both operands are exact, so the correctly rounded quotient is the nearest double to the decimal.
  const rounded = shifted / 10 ** places;
  // `|| 0` turns -0 into 0: a price that rounds to nothing must not print as "-$0.00".
  return (value < 0 ? -rounded : rounded) || 0;
}
