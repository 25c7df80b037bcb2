import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { AUDIT_ACTIONS, AUDIT_ACTOR_ROLES, AUDIT_TARGET_TYPES, type AuditFilters } from '@fundshop/core';
import { useDeferredValue, useState } from 'react';
import { downloadAuditCsv } from '../api/audit.ts';
import { AuditTable } from '../components/audit-table.tsx';

type Draft = Record<'webShopId' | 'actorRole' | 'action' | 'targetType' | 'targetId' | 'from' | 'to', string>;
const EMPTY: Draft = { webShopId: '', actorRole: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The filters as the API takes them: a field left empty filters nothing; an id must be a number. */
function filtersOf(draft: Draft): AuditFilters {
  const id = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value) : undefined);
  const pick = <T extends string>(value: string, list: readonly T[]) => list.find((item) => item === value);
  return {
    webShopId: id(draft.webShopId),
    actorRole: pick(draft.actorRole, AUDIT_ACTOR_ROLES),
    action: pick(draft.action, AUDIT_ACTIONS),
    targetType: pick(draft.targetType, AUDIT_TARGET_TYPES),
    targetId: id(draft.targetId),
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
}

/** The whole audit trail, filtered, and the same rows as CSV. */
export function AuditPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [exportError, setExportError] = useState<string | null>(null);
  const filters = filtersOf(useDeferredValue(draft));
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    fullWidth: true,
    size: 'small' as const,
  });
  const choice = (name: keyof Draft, label: string, options: readonly string[]) => (
    <TextField select label={label} {...field(name)}>
      <MenuItem value="">Any</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Audit trail
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={async () => {
            setExportError(null);
            await downloadAuditCsv(filters).catch((error: Error) => setExportError(error.message));
          }}
        >
          Export as CSV
        </Button>
      </Stack>
      {exportError ? <Alert severity="error">{exportError}</Alert> : null}
      <Grid container spacing={1.5} component="form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField label="Group ID" {...field('webShopId')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>{choice('actorRole', 'Who', AUDIT_ACTOR_ROLES)}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{choice('action', 'What', AUDIT_ACTIONS)}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{choice('targetType', 'Target', AUDIT_TARGET_TYPES)}</Grid>
        <Grid size={{ xs: 4, md: 1.2 }}>
          <TextField label="Target ID" {...field('targetId')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 4, md: 1.4 }}>
          <TextField label="From" type="date" {...field('from')} slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 4, md: 1.4 }}>
          <TextField label="To" type="date" {...field('to')} slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
      </Grid>
      <AuditTable filters={filters} label="Audit trail" />
    </Stack>
  );
}
