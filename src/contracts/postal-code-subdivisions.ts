import { isValidPostalCode } from "./postal-codes";

/**
 * Where each run of US ZIP codes begins, by the first three digits, and the state it belongs to
 * (its ISO 3166-2 code after "US-"); a run lasts until the next one begins. "--" marks prefixes
 * that name no state of the tax address: unused ones, Puerto Rico and the Virgin Islands (006–009,
 * countries of their own in the country list), the armed forces' APO/FPO codes (090–099, 340,
 * 962–966) and the Pacific territories (969). The ranges are the US Postal Service's.
 */
const US_ZIP_RUNS =
  "005NY 006-- 010MA 028RI 030NH 039ME 050VT 055MA 056VT 060CT 070NJ 090-- 100NY 150PA 197DE 200DC 201VA 202DC " +
  "206MD 220VA 247WV 269-- 270NC 290SC 300GA 320FL 340-- 341FL 350AL 370TN 386MS 398GA 400KY 428-- 430OH 460IN 480MI " +
  "500IA 529-- 530WI 550MN 568-- 570SD 578-- 580ND 589-- 590MT 600IL 630MO 659-- 660KS 680NE 694-- 700LA 715-- 716AR " +
  "730OK 732-- 733TX 734OK 750TX 800CO 817-- 820WY 832ID 839-- 840UT 848-- 850AZ 866-- 870NM 885TX 886-- 889NV 899-- " +
  "900CA 962-- 967HI 969-- 970OR 980WA 995AK";

/** The runs as [first prefix, state or undefined], in order. */
const US_RUNS: readonly (readonly [number, string | undefined])[] = US_ZIP_RUNS.split(" ").map((run) => {
  const state = run.slice(3);
  return [Number(run.slice(0, 3)), state === "--" ? undefined : state] as const;
});

function usStateOfZip(zip: string): string | undefined {
  const prefix = Number(zip.slice(0, 3));
  let state: string | undefined;
  for (const [start, runState] of US_RUNS) {
    if (start > prefix) break;
    state = runState;
  }
  return state && `US-${state}`;
}

/** The province of a Canadian postal code's first letter (Canada Post's forward sortation areas). */
const CA_PROVINCE_OF_LETTER: Readonly<Record<string, string>> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

/** X is shared by the two northern territories: X0A, X0B and X0C are Nunavut's, the rest the Northwest Territories'. */
const NUNAVUT_AREAS = new Set(["X0A", "X0B", "X0C"]);

function caProvinceOfPostalCode(code: string): string | undefined {
  const area = code.trim().slice(0, 3).toUpperCase();
  if (NUNAVUT_AREAS.has(area)) return "CA-NU";
  const province = CA_PROVINCE_OF_LETTER[area.charAt(0)];
  return province && `CA-${province}`;
}

/**
 * The state or province (ISO 3166-2, "US-CA", "CA-ON") a complete postal code lies in, so a
 * shopper who typed the code need not also pick it; undefined while the code is incomplete, where
 * it names none of the tax address's states, and in every other country.
 */
export function subdivisionOfPostalCode(country: string, code: string): string | undefined {
  if (!isValidPostalCode(country, code)) return undefined;
  if (country === "US") return usStateOfZip(code.trim());
  if (country === "CA") return caProvinceOfPostalCode(code);
  return undefined;
}
