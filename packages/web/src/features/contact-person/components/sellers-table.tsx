import type { SellerListItem } from '@fundshop/core';
import { Box, Button, Chip, TableCell, TableRow, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  LoginCodeAndEmailCells,
  LoginCodeText,
  ParticipantsTableSection,
} from '../../../components/participants-table-section.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

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
 * phone the login code and email sit under the name, so the table fits without scrolling sideways. `title` names the
 * table with its count ('Active sellers (3)'); `id` is its heading's, the same in every language.
 */
export function SellersTable({
  id,
  title,
  sellers,
  emptyText,
  actionLabel,
  actionIcon,
  onAction,
  pendingIds,
  extraActions,
}: {
  id: string;
  title: string;
  sellers: SellerListItem[];
  emptyText: string;
  actionLabel: string;
  actionIcon?: ReactNode;
  onAction: (seller: SellerListItem) => void;
  pendingIds: ReadonlySet<number>;
  /** Further buttons before the action (Edit, Login details on the active table). */
  extraActions?: (seller: SellerListItem) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const titleId = `${id}-title`;
  const total = sellers.reduce((sum, seller) => sum + seller.totalSales, 0);
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <ParticipantsTableSection
      titleId={titleId}
      title={title}
      isEmpty={sellers.length === 0}
      emptyText={emptyText}
      total={t('participants.totalSales', { amount: format.price(total, sellers[0]?.currencyCode ?? '') })}
      head={
        <>
          <TableCell>{t('dashboard.name')}</TableCell>
          {compact ? null : (
            <>
              <TableCell>{t('dashboard.loginCode')}</TableCell>
              <TableCell>{t('dashboard.email')}</TableCell>
            </>
          )}
          <TableCell align="right">{t('participants.totalSalesColumn')}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {t('participants.action')}
            </Box>
          </TableCell>
        </>
      }
    >
      {sellers.map((seller) => (
        <TableRow key={seller.sellerId} hover>
          <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
            {seller.name}
            {seller.isMinor ? (
              <Chip
                size="small"
                sx={{ ml: 1 }}
                color={seller.guardianConfirmed ? 'success' : 'warning'}
                label={t(seller.guardianConfirmed ? 'people.guardianConfirmedChip' : 'people.guardianPending')}
              />
            ) : null}
            {compact ? (
              <>
                <Box sx={{ fontWeight: 400, color: 'text.secondary', mt: 0.25 }}>
                  <LoginCodeText code={seller.password} />
                </Box>
                {seller.email ? (
                  <Box sx={{ fontWeight: 400, color: 'text.secondary', wordBreak: 'break-all' }}>{seller.email}</Box>
                ) : null}
              </>
            ) : null}
          </TableCell>
          {compact ? null : <LoginCodeAndEmailCells code={seller.password} email={seller.email} />}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {format.price(seller.totalSales, seller.currencyCode)}
          </TableCell>
          <TableCell align="right" sx={{ py: 0.5 }}>
            {extraActions?.(seller)}
            <Button
              size="small"
              startIcon={actionIcon}
              disabled={pendingIds.has(seller.sellerId)}
              onClick={() => onAction(seller)}
              aria-label={t('participants.labelFor', { label: actionLabel, name: seller.name })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {actionLabel}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ParticipantsTableSection>
  );
}
