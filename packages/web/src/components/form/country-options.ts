import { COUNTRY_CODES, COUNTRY_NAMES } from '@fundshop/core';

/** The allowed countries (SPEC §5) as select options, in core's order. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));
