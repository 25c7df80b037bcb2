import {
  isBelowPayoutMinimum,
  PAYOUT_BUSINESS_DAYS,
  toMajor,
  toMinor,
  type MessageKey,
  type PayoutOverview,
  type PayoutStatus,
} from '@fundshop/core';
import { Box, Chip, Divider, Stack, Typography, type ChipProps } from '@mui/material';
import { SectionCard } from '../../../components/section-card.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const STATUS_COLOR: Record<PayoutStatus, ChipProps['color']> = {
  INITIATED: 'info',
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'error',
};

const STATUS_LABEL: Record<PayoutStatus, MessageKey> = {
  INITIATED: 'payout.statusLabelInitiated',
  PENDING: 'payout.statusLabelPending',
  PAID: 'payout.statusLabelPaid',
  FAILED: 'payout.statusLabelFailed',
};

/** One term and its amount; amounts keep to one line and line up on the right, the term wraps. */
function Row({
  label,
  value,
  muted,
  total,
  testId,
}: {
  label: string;
  value: string;
  muted?: boolean;
  total?: boolean;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: total ? 1.25 : 0.75,
        ...(total ? { mt: 0.5, borderTop: 2, borderColor: 'divider' } : {}),
        color: muted ? 'text.secondary' : 'text.primary',
      }}
    >
      <Typography
        component="dt"
        variant={muted ? 'body2' : 'body1'}
        sx={{ minWidth: 0, fontWeight: total ? 700 : undefined }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={muted ? 'body2' : 'body1'}
        sx={{
          m: 0,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: total ? 700 : 600,
          ...(total ? { fontSize: '1.5rem', color: 'primary.main', lineHeight: 1.2 } : {}),
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * 'Where the money is' (organiser): what was sold and how it splits (the tax in it, when any, is neither share and
 * shows as its own row: docs/decisions/0060), then what the group is owed: its share of card
 * sales (Fundshop collected that money) less its share of what went back to buyers (refunds, lost disputes) and
 * Fundshop's share of the sales the group collected itself. What was paid out or is on its way is money the group
 * got, so it reads as a plain amount, not a minus; the last row, what 'End Fundraiser & Get Paid' pays now, is what is
 * owed less those and less the share held while a dispute is open. A row for refunds, disputes or what earlier
 * payouts paid too much shows only when it is not zero (decision 0026). The final payout's reserve (decision 0051)
 * shows as money to come, with its day and what refunds took of it; before the payout, the part it would hold back
 * is taken off what it pays now. What refunds took beyond the payouts is taken off the next payout while the shop
 * is open, and is the operators' to settle once it is locked (there is no next payout then).
 */
export function MoneyOverview({ overview, isLocked = false }: { overview: PayoutOverview; isLocked?: boolean }) {
  const t = useT();
  const format = useFormat();
  const price = (amount: number) => format.price(amount, overview.currencyCode);
  // A deduction reads as one ('−$15'); a zero is just '$0', since nothing was taken off.
  const less = (amount: number) => (amount > 0 ? `\u2212${price(amount)}` : price(amount));
  const day = (at: string) => format.date(at, overview.currencyCode);
  const percent = overview.benefitSharePercent;
  // The server's cardEarnings is net of refunds and lost disputes; the card starts from the share of what was
  // sold and takes those off in rows of their own. In minor units, so the rows add up to the cent.
  const grossCardShare = toMajor(
    toMinor(overview.cardEarnings) + toMinor(overview.refundedEarnings) + toMinor(overview.disputesLostEarnings),
  );
  return (
    <SectionCard title={t('payout.moneyTitle')}>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <Row label={t('payout.totalSold')} value={price(overview.totalSales)} />
        {overview.totalTax > 0 ? (
          <Row label={t('payout.taxCollected')} value={price(overview.totalTax)} testId="tax-collected" />
        ) : null}
        <Row
          label={t(overview.totalTax > 0 ? 'payout.totalEarningsOfNet' : 'payout.totalEarnings', { percent })}
          value={price(overview.totalEarnings)}
        />
        <Row label={t('payout.platformShare', { percent: 100 - percent })} value={price(overview.platformShare)} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row
          label={
            grossCardShare === overview.cardEarnings ? t('payout.cardEarnings') : t('payout.cardEarningsBeforeReturns')
          }
          value={price(grossCardShare)}
        />
        {overview.refunded > 0 ? (
          <>
            <Row label={t('payout.refundedToBuyers')} value={price(overview.refunded)} muted testId="refunded" />
            <Row label={t('payout.refundedShareTakenOff')} value={less(overview.refundedEarnings)} />
          </>
        ) : null}
        {overview.disputesLost > 0 ? (
          <>
            <Row label={t('payout.disputesLost')} value={price(overview.disputesLost)} muted testId="disputes-lost" />
            <Row label={t('payout.disputesLostShareTakenOff')} value={less(overview.disputesLostEarnings)} />
          </>
        ) : null}
        {overview.manualSales > 0 ? (
          <>
            <Row label={t('payout.manualCollected')} value={price(overview.manualSales)} muted />
            <Row label={t('payout.manualDeducted')} value={less(overview.manualPlatformShare)} />
            {overview.manualTax > 0 ? (
              <Row label={t('payout.manualTaxDeducted')} value={less(overview.manualTax)} testId="manual-tax" />
            ) : null}
          </>
        ) : null}
        {grossCardShare !== overview.cardEarnings || overview.manualSales > 0 ? (
          <Row
            label={t('payout.owedInAll')}
            value={price(
              toMajor(
                toMinor(overview.cardEarnings) - toMinor(overview.manualPlatformShare) - toMinor(overview.manualTax),
              ),
            )}
            testId="owed-in-all"
          />
        ) : null}
        <Row label={t('payout.paidOut')} value={price(overview.paidOut)} />
        <Row label={t('payout.onTheWay')} value={price(overview.onTheWay)} />
        {overview.disputedOpen > 0 ? (
          <>
            <Row label={t('payout.disputedOpen')} value={price(overview.disputedOpen)} muted testId="disputed-open" />
            <Row label={t('payout.heldForDisputes')} value={less(overview.heldForDisputes)} />
          </>
        ) : null}
        {overview.reserveReleaseAfter ? (
          <>
            <Row
              label={t('payout.reserveHeldBack', { date: day(overview.reserveReleaseAfter) })}
              value={price(overview.reserveLeft)}
              testId="reserve-left"
            />
            {overview.reserveLeft < overview.reserveHeld ? (
              <Row
                label={t('payout.reserveLessRefunds', { held: price(overview.reserveHeld) })}
                value={less(toMajor(toMinor(overview.reserveHeld) - toMinor(overview.reserveLeft)))}
                muted
                testId="reserve-refunded"
              />
            ) : null}
          </>
        ) : null}
        {overview.owedByGroup > 0 ? (
          <Row
            label={isLocked ? t('payout.owedAfterFinalPayout') : t('payout.owedFromEarlier')}
            value={price(overview.owedByGroup)}
            testId="owed-by-group"
          />
        ) : null}
        {overview.reserveOnPayout > 0 && overview.reserveOnPayoutReleaseAfter ? (
          <Row
            label={t('payout.reserveHeldBack', { date: day(overview.reserveOnPayoutReleaseAfter) })}
            value={less(overview.reserveOnPayout)}
            testId="reserve-on-payout"
          />
        ) : null}
        <Row
          label={
            isBelowPayoutMinimum(overview)
              ? t('payout.dueFromMinimum', { minimum: price(overview.minimumEarnings) })
              : t('payout.availableNow')
          }
          value={price(overview.availableNow)}
          total
          testId="available-now"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('payout.noFees')}
      </Typography>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('payout.timingTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('payout.timing', PAYOUT_BUSINESS_DAYS)}
      </Typography>

      {overview.payouts.length > 0 ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
            {t('payout.payoutHistory')}
          </Typography>
          <Stack
            component="ul"
            divider={<Divider component="li" aria-hidden="true" />}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {overview.payouts.map((payout) => (
              <Box
                component="li"
                key={payout.id}
                data-testid="payout-row"
                sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1 }}
              >
                <Typography component="time" dateTime={payout.createdAt} variant="body2" color="text.secondary">
                  {format.date(payout.createdAt, payout.currencyCode)}
                </Typography>
                <Chip size="small" label={t(STATUS_LABEL[payout.status])} color={STATUS_COLOR[payout.status]} />
                <Typography sx={{ ml: 'auto', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {format.price(payout.amount, payout.currencyCode)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </>
      ) : null}
    </SectionCard>
  );
}
