import { describe, expect, it } from "vitest";
import { subdivisionOfPostalCode } from "./postal-code-subdivisions";
import { isValidPostalCode } from "./postal-codes";
import { subdivisionsOf } from "./subdivisions";

/** One real ZIP code of every state and DC, most of them a capital's or a big city's downtown. */
const ZIP_OF_STATE: Readonly<Record<string, string>> = {
  AL: "35203",
  AK: "99501",
  AZ: "85004",
  AR: "72201",
  CA: "94105",
  CO: "80202",
  CT: "06103",
  DE: "19901",
  DC: "20001",
  FL: "33131",
  GA: "30303",
  HI: "96813",
  ID: "83702",
  IL: "60601",
  IN: "46204",
  IA: "50309",
  KS: "66603",
  KY: "40202",
  LA: "70112",
  ME: "04101",
  MD: "21201",
  MA: "02108",
  MI: "48226",
  MN: "55401",
  MS: "39201",
  MO: "63101",
  MT: "59601",
  NE: "68102",
  NV: "89101",
  NH: "03301",
  NJ: "07102",
  NM: "87501",
  NY: "10001",
  NC: "27601",
  ND: "58501",
  OH: "43215",
  OK: "73102",
  OR: "97201",
  PA: "19103",
  RI: "02903",
  SC: "29201",
  SD: "57501",
  TN: "37203",
  TX: "73301",
  UT: "84101",
  VT: "05401",
  VA: "23219",
  WA: "98101",
  WV: "25301",
  WI: "53202",
  WY: "82001",
};

describe("the state of a US ZIP code", () => {
  it("covers every state of the tax address with a real ZIP code", () => {
    expect(Object.keys(ZIP_OF_STATE).map((code) => `US-${code}`)).toEqual(expect.arrayContaining([...subdivisionsOf("US")!]));
  });

  it.each(Object.entries(ZIP_OF_STATE))("%s: %s", (state, zip) => {
    expect(subdivisionOfPostalCode("US", zip)).toBe(`US-${state}`);
  });

  it.each([
    ["00501", "US-NY", "the IRS at Holtsville, before every other run"],
    ["05501", "US-MA", "Andover's IRS centre, amid Vermont's codes"],
    ["20101", "US-VA", "Dulles, between DC's codes"],
    ["20500", "US-DC", "the White House"],
    ["77002", "US-TX", "Houston"],
    ["79901", "US-TX", "El Paso"],
    ["88510", "US-TX", "El Paso's 885, between New Mexico and Nevada"],
    ["30303-1234", "US-GA", "a ZIP+4 code"],
    [" 94105 ", "US-CA", "spaces around it"],
  ])("%s is %s (%s)", (zip, state) => {
    expect(subdivisionOfPostalCode("US", zip)).toBe(state);
  });

  it.each([
    ["00901", "San Juan, Puerto Rico: a country of its own in the country list"],
    ["00802", "the Virgin Islands"],
    ["09001", "an APO address in Europe"],
    ["34002", "an APO address in the Americas"],
    ["96201", "an APO address in the Pacific"],
    ["96910", "Guam"],
    ["00100", "a prefix no ZIP code uses"],
    ["9410", "four digits: not a ZIP code yet"],
    ["94105-12", "an unfinished ZIP+4"],
    ["ABCDE", "letters"],
  ])("%s names no state (%s)", (zip) => {
    expect(subdivisionOfPostalCode("US", zip)).toBeUndefined();
  });
});

describe("the province of a Canadian postal code", () => {
  it.each([
    ["A1C 5M2", "CA-NL"],
    ["B3H 4R2", "CA-NS"],
    ["C1A 4P3", "CA-PE"],
    ["E3B 5H1", "CA-NB"],
    ["G1R 4P5", "CA-QC"],
    ["H2Y 1C6", "CA-QC"],
    ["J8X 3X7", "CA-QC"],
    ["K1A 0B1", "CA-ON"],
    ["L5B 2C9", "CA-ON"],
    ["M5V 3L9", "CA-ON"],
    ["N6A 3K7", "CA-ON"],
    ["P3E 2C6", "CA-ON"],
    ["R3C 4T3", "CA-MB"],
    ["S4P 3V7", "CA-SK"],
    ["T2P 1J9", "CA-AB"],
    ["V6B 4Y8", "CA-BC"],
    ["X1A 2L9", "CA-NT"],
    ["X0E 0N0", "CA-NT"],
    ["X0A 0H0", "CA-NU"],
    ["X0C 0H0", "CA-NU"],
    ["Y1A 2B5", "CA-YT"],
    ["m5v3l9", "CA-ON"],
  ])("%s is in %s", (code, province) => {
    expect(subdivisionOfPostalCode("CA", code)).toBe(province);
  });

  it("names a province only once the code is complete and well formed", () => {
    expect(subdivisionOfPostalCode("CA", "M5V")).toBeUndefined();
    expect(subdivisionOfPostalCode("CA", "D5V 3L9")).toBeUndefined();
    expect(subdivisionOfPostalCode("CA", "12345")).toBeUndefined();
  });

  it("every province it names is one of the tax address's", () => {
    const provinces = new Set(subdivisionsOf("CA"));
    for (const letter of "ABCEGHJKLMNPRSTVXY") {
      expect(provinces).toContain(subdivisionOfPostalCode("CA", `${letter}1A 1A1`));
    }
    expect(provinces).toContain(subdivisionOfPostalCode("CA", "X0A 1A1"));
  });
});

describe("other countries", () => {
  it("have no postal code that names a state", () => {
    expect(isValidPostalCode("AE", "00000")).toBe(true);
    expect(subdivisionOfPostalCode("AE", "00000")).toBeUndefined();
    expect(subdivisionOfPostalCode("DE", "10115")).toBeUndefined();
  });
});
