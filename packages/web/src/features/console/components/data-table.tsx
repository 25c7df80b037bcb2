import { Box } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowParams, type GridValidRowModel } from '@mui/x-data-grid';

/** Three compact lines of text: a longer cell is cut, and its row's dialog shows it whole. */
const WRAPPED_ROW_HEIGHT = 64;

/**
 * The console's tables: MUI X Data Grid (docs/decisions/0032) with one set of defaults: sorting, filtering and paging
 * by the grid, compact rows, a name for screen readers, and rows that open their page on click (or Enter).
 */
export function DataTable<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  onOpen,
  loading,
  maxHeight = 640,
  wrap = false,
  hidden = [],
}: {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  getRowId: (row: Row) => number | string;
  /** Opens the row's page; the grid then shows a pointer and Enter opens the focused row. */
  onOpen?: (row: Row) => void;
  loading?: boolean;
  maxHeight?: number;
  /** Long cells wrap onto up to three lines instead of being cut at one. */
  wrap?: boolean;
  /** Columns hidden at first; the grid's column menu shows them. */
  hidden?: string[];
}) {
  const open = onOpen ? (params: GridRowParams<Row>) => onOpen(params.row) : undefined;
  return (
    // A flex column: the grid takes the height its rows need, up to maxHeight, and scrolls inside beyond it. Rows as
    // high as their text get a fixed height instead: measured rows resized the box they were measured in, whose
    // scrollbar came and went and changed the rows' width again, so the grid drew itself without end.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(wrap ? { height: maxHeight } : { maxHeight }),
        width: '100%',
      }}
    >
      <DataGrid
        label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        loading={loading}
        density="compact"
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          columns: { columnVisibilityModel: Object.fromEntries(hidden.map((field) => [field, false])) },
        }}
        // Wrapping rows have one fixed height, not 'auto': measured rows re-drew the virtualised grid without end
        // while it scrolled one into view (the operator journey's click never landed).
        rowHeight={wrap ? WRAPPED_ROW_HEIGHT : undefined}
        onRowClick={open}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter' && onOpen) onOpen(params.row);
        }}
        sx={{
          bgcolor: 'background.paper',
          ...(onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          ...(wrap
            ? { '& .MuiDataGrid-cell': { py: 0.5, whiteSpace: 'normal', overflowWrap: 'anywhere', overflow: 'hidden' } }
            : {}),
        }}
      />
    </Box>
  );
}
