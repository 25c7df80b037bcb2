import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { createApiKeyRequest, type ApiKeyRow } from '@fundshop/core';
import { useMemo, useState } from 'react';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormSelectField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useApiKeys, useCreateApiKey, useOperators, useRevokeApiKey } from '../api/api-keys.ts';
import { timeColumn } from '../components/columns.ts';
import { ConsoleSection } from '../components/console-section.tsx';
import { DataTable } from '../components/data-table.tsx';
import { when } from '../components/format.ts';

/** The new key, shown this once. */
function NewKey({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={value !== null} onClose={onClose} aria-labelledby="new-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-key-title">The new API key</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Copy it now: it is not shown again. Give it to the command as OPERATOR_API_KEY.
        </DialogContentText>
        <Typography
          component="code"
          data-testid="new-api-key"
          sx={{ display: 'block', mt: 2, overflowWrap: 'anywhere' }}
        >
          {value}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            await navigator.clipboard.writeText(value ?? '');
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An admin's API keys: made for an operator's scripts, shown once, revoked at once. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const operators = useOperators();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [shown, setShown] = useState<string | null>(null);
  const form = useZodForm(createApiKeyRequest, { operatorId: '', name: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    setShown((await create.mutateAsync(values)).key);
    form.reset();
  });
  const columns = useMemo<GridColDef<ApiKeyRow>[]>(
    () => [
      { field: 'prefix', headerName: 'Key', width: 130 },
      { field: 'name', headerName: 'Used by', flex: 1, minWidth: 150 },
      { field: 'operatorEmail', headerName: 'Operator', flex: 1, minWidth: 200 },
      timeColumn('createdAt', 'Made', 165),
      timeColumn('lastUsedAt', 'Last used', 165),
      {
        field: 'revokedAt',
        headerName: 'Revoked',
        width: 200,
        renderCell: ({ row }) =>
          row.revokedAt ? (
            when(row.revokedAt)
          ) : (
            <Button size="small" color="error" onClick={() => revoke.mutate(row.id)} disabled={revoke.isPending}>
              Revoke
            </Button>
          ),
      },
    ],
    [revoke],
  );
  const enrolled = (operators.data?.operators ?? [])
    .filter((o) => o.enrolled)
    .map((o) => ({ value: String(o.id), label: `${o.email} (${o.role})` }));
  return (
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h1">
        API keys
      </Typography>
      <ConsoleSection title="Make a key">
        <FormStack onSubmit={onSubmit} error={formError} sx={{ maxWidth: 560 }}>
          <FormSelectField
            form={form}
            name="operatorId"
            label="For"
            placeholder="Choose an operator"
            options={enrolled}
          />
          <FormTextField form={form} name="name" label="Used by (a script, a machine)" maxLength={80} />
          <Stack direction="row">
            <SubmitButton busy={form.formState.isSubmitting}>Make the key</SubmitButton>
          </Stack>
        </FormStack>
      </ConsoleSection>
      {revoke.error ? <Alert severity="error">{revoke.error.message}</Alert> : null}
      <ConsoleSection title="Keys">
        <DataTable label="API keys" rows={keys.data?.apiKeys ?? []} columns={columns} getRowId={(k) => k.id} />
      </ConsoleSection>
      <NewKey value={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
