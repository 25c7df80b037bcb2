import { formatPrice, SELLERS_TABLE_MAX_HEIGHT, type SellerListItem } from '@fundshop/core';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

/**
 * One of the participants tables (active or removed): name, login code, email, total sales and one action. On a
 * phone the login code and email sit under the name, so the table fits without scrolling sideways.
 */
export function SellersTable({
  title,
  sellers,
  emptyText,
  actionLabel,
  actionIcon,
  onAction,
  pendingIds,
}: {
  title: string;
  sellers: SellerListItem[];
  emptyText: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction: (seller: SellerListItem) => void;
  pendingIds: ReadonlySet<number>;
}) {
  const titleId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  const total = sellers.reduce((sum, seller) => sum + seller.totalSales, 0);
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {`${title} (${sellers.length})`}
      </Typography>
      {sellers.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: SELLERS_TABLE_MAX_HEIGHT }}>
            <Table stickyHeader size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  {compact ? null : (
                    <>
                      <TableCell>Login code</TableCell>
                      <TableCell>Email</TableCell>
                    </>
                  )}
                  <TableCell align="right">Total sales</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Action
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sellers.map((seller) => (
                  <TableRow key={seller.sellerId} hover>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                      {seller.name}
                      {compact ? (
                        <>
                          <Box sx={{ fontWeight: 400, color: 'text.secondary', mt: 0.25 }}>
                            {'Login code: '}
                            <Box component="span" data-testid="login-code" sx={{ fontFamily: 'monospace' }}>
                              {seller.password}
                            </Box>
                          </Box>
                          {seller.email ? (
                            <Box sx={{ fontWeight: 400, color: 'text.secondary', wordBreak: 'break-all' }}>
                              {seller.email}
                            </Box>
                          ) : null}
                        </>
                      ) : null}
                    </TableCell>
                    {compact ? null : (
                      <>
                        <TableCell data-testid="login-code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                          {seller.password}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{seller.email}</TableCell>
                      </>
                    )}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(seller.totalSales, seller.currencyCode)}
                    </TableCell>
                    <TableCell align="right" sx={{ py: 0.5 }}>
                      <Button
                        size="small"
                        startIcon={actionIcon}
                        disabled={pendingIds.has(seller.sellerId)}
                        onClick={() => onAction(seller)}
                        aria-label={`${actionLabel} (${seller.name})`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {actionLabel}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right', px: 2 }}>
            {`Total sales: ${formatPrice(total, sellers[0]?.currencyCode ?? '')}`}
          </Typography>
        </>
      )}
    </Box>
  );
}
