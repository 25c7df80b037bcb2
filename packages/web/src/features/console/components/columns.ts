import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { money, when } from './format.ts';

/** An amount column, in the currency `currencyOf` names for the row, right-aligned and sorted as a number. */
export function moneyColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  currencyOf: (row: Row) => string,
  width = 110,
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    width,
    valueFormatter: (value: number, row) => money(value, currencyOf(row)),
  };
}

/** A time column in the operator's own zone; a missing time shows as a dash. */
export function timeColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  width = 170,
): GridColDef<Row> {
  return { field, headerName, width, valueFormatter: (value: string | null) => when(value) };
}
