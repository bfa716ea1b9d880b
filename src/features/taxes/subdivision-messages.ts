import { defineMessages } from "react-intl";

type SubdivisionMessagesValues = Record<"AE" | "CA" | "US", { code: string }>;

/**
 * The states, provinces and emirates of a tax address in the page's language (Intl names countries,
 * not subdivisions). `code` is the ISO 3166-2 code without its country: CA for California.
 */
export const subdivisionMessages = defineMessages<SubdivisionMessagesValues>(
  {
    AE: {
      id: "taxes.subdivision.AE",
      defaultMessage:
        "{code, select, AZ {Abu Dhabi} AJ {Ajman} DU {Dubai} FU {Fujairah} RK {Ras Al Khaimah} SH {Sharjah} UQ {Umm Al Quwain} other {{code}}}",
      description: "An emirate of the United Arab Emirates by its ISO 3166-2 code: its name as this language writes it",
    },
    CA: {
      id: "taxes.subdivision.CA",
      defaultMessage:
        "{code, select, AB {Alberta} BC {British Columbia} MB {Manitoba} NB {New Brunswick} NL {Newfoundland and Labrador} NS {Nova Scotia} NT {Northwest Territories} NU {Nunavut} ON {Ontario} PE {Prince Edward Island} QC {Quebec} SK {Saskatchewan} YT {Yukon} other {{code}}}",
      description: "A Canadian province or territory by its ISO 3166-2 code: its name as this language writes it",
    },
    US: {
      id: "taxes.subdivision.US",
      defaultMessage:
        "{code, select, AL {Alabama} AK {Alaska} AZ {Arizona} AR {Arkansas} CA {California} CO {Colorado} CT {Connecticut} DE {Delaware} DC {District of Columbia} FL {Florida} GA {Georgia} HI {Hawaii} ID {Idaho} IL {Illinois} IN {Indiana} IA {Iowa} KS {Kansas} KY {Kentucky} LA {Louisiana} ME {Maine} MD {Maryland} MA {Massachusetts} MI {Michigan} MN {Minnesota} MS {Mississippi} MO {Missouri} MT {Montana} NE {Nebraska} NV {Nevada} NH {New Hampshire} NJ {New Jersey} NM {New Mexico} NY {New York} NC {North Carolina} ND {North Dakota} OH {Ohio} OK {Oklahoma} OR {Oregon} PA {Pennsylvania} RI {Rhode Island} SC {South Carolina} SD {South Dakota} TN {Tennessee} TX {Texas} UT {Utah} VT {Vermont} VA {Virginia} WA {Washington} WV {West Virginia} WI {Wisconsin} WY {Wyoming} other {{code}}}",
      description: "A US state (or the District of Columbia) by its ISO 3166-2 code: its name as this language writes it",
    },
  },
  { typed: true },
);
