import { SELLERS_TABLE_MAX_HEIGHT } from '@fundshop/core';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.tsx';

/**
 * A table of participants under its heading (an h2 that names the section and the table): a card saying
 * `emptyText` when there are none, else the table (its header stays in view as it scrolls) and `total` under it.
 * `head` is the header row's cells, `children` the rows.
 */
export function ParticipantsTableSection({
  titleId,
  title,
  isEmpty,
  emptyText,
  head,
  total,
  children,
}: {
  titleId: string;
  title: string;
  isEmpty: boolean;
  emptyText: string;
  head: ReactNode;
  total: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isEmpty ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: SELLERS_TABLE_MAX_HEIGHT }}>
            <Table stickyHeader size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>{head}</TableRow>
              </TableHead>
              <TableBody>{children}</TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right', px: 2 }}>
            {total}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** A participant's login code as a line under its name, where the table is too narrow for its own column. */
export function LoginCodeText({ code }: { code: string }) {
  const t = useT();
  return (
    <>
      {`${t('dashboard.loginCode')}: `}
      <Box component="span" data-testid="login-code" sx={{ fontFamily: 'monospace' }}>
        {code}
      </Box>
    </>
  );
}

/** A participant's login code and email in their own columns, where the table is wide enough. */
export function LoginCodeAndEmailCells({ code, email }: { code: string; email: string }) {
  return (
    <>
      <TableCell data-testid="login-code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {code}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{email}</TableCell>
    </>
  );
}
