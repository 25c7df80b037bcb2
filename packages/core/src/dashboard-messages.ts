import { z } from 'zod';
import { PRINT_COPIES } from './constants.ts';
import { DASHBOARD_MSG } from './dashboard-texts.ts';

export { DASHBOARD_MSG };

/** The copies of the QR sheet, as typed in the Print QR codes dialog or read from the sheet's address. */
export const qrCopies = z.coerce
  .number({ error: DASHBOARD_MSG.copiesInvalid })
  .int(DASHBOARD_MSG.copiesInvalid)
  .min(PRINT_COPIES.min, DASHBOARD_MSG.copiesInvalid)
  .max(PRINT_COPIES.max, DASHBOARD_MSG.copiesInvalid);
export const printQrCodesForm = z.object({ copies: qrCopies });
