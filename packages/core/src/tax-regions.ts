import type { CountryCode } from './constants.ts';

/*
 * The states and provinces a buyer chooses for the tax (docs/decisions/0059, 0063). Apart from tax-market.ts: the
 * checkout form's region select needs the names, a store's first load does not.
 */

/** States and provinces whose rate differs within their country: the buyer chooses one (its code is stored). */
export const TAX_REGIONS = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
} as const satisfies Partial<Record<CountryCode, Record<string, string>>>;

/** Whether a buyer in `country` must name a state or province for the tax (US and CA). */
export function regionDecidesTax(country: string): country is keyof typeof TAX_REGIONS {
  return country in TAX_REGIONS;
}

/**
 * The region code a buyer's 'State/Province/Region' names in a country where it decides the tax: 'ON', 'on',
 * 'Ontario' and ' ontario ' are 'ON'; null where it names none of the country's (or the country has no list).
 */
export function taxRegionCode(country: string, state: string): string | null {
  if (!regionDecidesTax(country)) return null;
  const regions: Record<string, string> = TAX_REGIONS[country];
  const wanted = state.trim().toLowerCase();
  if (wanted === '') return null;
  for (const [code, name] of Object.entries(regions)) {
    if (code.toLowerCase() === wanted || name.toLowerCase() === wanted) return code;
  }
  return null;
}
