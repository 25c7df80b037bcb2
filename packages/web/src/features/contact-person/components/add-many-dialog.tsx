import { MAX_ROSTER_ROWS, type PreviewSellersResponse, type RosterRowInput } from '@fundshop/core';
import { parseRosterText, type RosterReadProblem } from '@fundshop/core/roster-text';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FileChooserButton } from '../../../components/file-chooser-button.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';
import { usePreviewParticipants, useRegisterParticipants } from '../api/register-participants.ts';

type Preview = PreviewSellersResponse['rows'];

/**
 * A preview refused as a whole (400) whose problems are keyed by row (`sellers.<row>.<field>`): each row with its own,
 * so the dialog says which row and why instead of one bare 'Please fix errors'. Null for any other failure.
 */
function rowsRefused(list: RosterRowInput[], error: unknown): Preview | null {
  if (!(error instanceof ApiRequestError) || Object.keys(error.fieldErrors).length === 0) return null;
  const problems = list.map((): Record<string, string> => ({}));
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const [, row, field] = /^sellers\.(\d+)\.(\w+)$/.exec(key) ?? [];
    const rowProblems = problems[Number(row)];
    if (!rowProblems || !field) return null;
    rowProblems[field] = message;
  }
  return list.map((row, i) => ({
    name: row.name,
    email: row.email ?? '',
    isMinor: row.isMinor ?? false,
    guardianEmail: row.guardianEmail ?? '',
    problems: problems[i]!,
  }));
}

/**
 * Many participants at once (docs/decisions/0038): a pasted list or an uploaded CSV, read in the browser with Papa
 * Parse, checked by the server row by row (the preview saves nothing), then all rows saved in one go. A row's under 18
 * box and guardian's email can be set in the preview itself. The rows' problems come in English from the rules
 * both sides check with, and are shown in the page's language.
 */
export function AddManyDialog({ open, onClose, webShopId }: { open: boolean; onClose: () => void; webShopId: number }) {
  const t = useT();
  const serverText = usePeopleErrorText();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [rows, setRows] = useState<RosterRowInput[] | null>(null);
  const [readProblems, setReadProblems] = useState<RosterReadProblem[][]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  // A row changed in the preview is checked again before anything is saved.
  const [stale, setStale] = useState(false);
  const check = usePreviewParticipants();
  const save = useRegisterParticipants();

  const runPreview = async (list: RosterRowInput[]) => {
    setError(null);
    if (list.length === 0) return setError(t('people.listEmpty'));
    if (list.length > MAX_ROSTER_ROWS) return setError(t('people.tooManyRows'));
    try {
      setPreview((await check.mutateAsync({ webShopId, sellers: list })).rows);
      setStale(false);
    } catch (e) {
      const refused = rowsRefused(list, e);
      if (refused) setPreview(refused);
      else setError(errorText(e));
    }
  };

  const checkText = () => {
    const parsed = parseRosterText(text);
    setReadProblems(parsed.map((r) => r.readProblems));
    const list = parsed.map(({ readProblems: _problems, line: _line, ...row }) => row);
    setRows(list);
    void runPreview(list);
  };

  const upload = async (file: File) => {
    try {
      setText(await file.text());
    } catch {
      setError(t('people.csvUnreadable'));
    }
  };

  const changeRow = (index: number, change: Partial<RosterRowInput>) => {
    if (!rows) return;
    const next = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
    setRows(next);
    setStale(true);
    setPreview((current) => current?.map((row, i) => (i === index ? { ...row, ...change } : row)) ?? null);
  };

  const addAll = async () => {
    if (!rows) return;
    setError(null);
    try {
      const result = await save.mutateAsync({ webShopId, sellers: rows });
      setAdded(result.sellers.length);
    } catch (e) {
      setError(errorText(e));
      await runPreview(rows);
    }
  };

  const close = () => {
    onClose();
    setTimeout(() => {
      setText('');
      setRows(null);
      setPreview(null);
      setError(null);
      setAdded(null);
      setReadProblems([]);
    }, 300);
  };

  const problemsOf = (i: number) => {
    const row = preview?.[i];
    return [
      ...(readProblems[i] ?? []).map((problem) => t(problem.key, problem.values)),
      ...Object.values(row?.problems ?? {}).map((problem) => serverText(problem) ?? problem),
    ];
  };
  const problemCount = preview ? preview.filter((_, i) => problemsOf(i).length > 0).length : 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="add-many-title"
    >
      <DialogTitle id="add-many-title">{t('people.addManyTitle')}</DialogTitle>
      <DialogContent>
        {added !== null ? (
          <Alert severity="success">{t('people.addedMany', { count: added })}</Alert>
        ) : preview === null ? (
          <Stack spacing={2}>
            <DialogContentText>{t('people.addManyIntro')}</DialogContentText>
            {error ? <Alert severity="error">{serverText(error)}</Alert> : null}
            <TextField
              label={t('people.pasteLabel')}
              multiline
              minRows={8}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'roster-text' } }}
            />
            <Box>
              <FileChooserButton
                variant="outlined"
                startIcon={<UploadFileIcon />}
                accept=".csv,.txt,text/csv,text/plain"
                inputLabel={t('people.uploadCsv')}
                onFile={(file) => void upload(file)}
              >
                {t('people.uploadCsv')}
              </FileChooserButton>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {error ? <Alert severity="error">{serverText(error)}</Alert> : null}
            <Alert severity={problemCount > 0 ? 'warning' : 'info'}>
              {t(problemCount > 0 ? 'people.rowsHaveProblems' : 'people.previewReady')}
            </Alert>
            <Table size="small" aria-label={t('people.addManyTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('people.previewColumnName')}</TableCell>
                  <TableCell>{t('people.previewColumnMinor')}</TableCell>
                  <TableCell>{t('people.previewColumnProblem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.map((row, i) => {
                  const problems = problemsOf(i);
                  return (
                    <TableRow
                      key={i}
                      data-testid="roster-row"
                      sx={problems.length ? { bgcolor: 'warning.50' } : undefined}
                    >
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {row.name || '—'}
                        </Typography>
                        {row.email ? (
                          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                            {row.email}
                          </Typography>
                        ) : null}
                        {row.isMinor ? (
                          <TextField
                            size="small"
                            type="email"
                            label={t('people.previewColumnGuardian')}
                            value={row.guardianEmail ?? ''}
                            onChange={(e) => changeRow(i, { guardianEmail: e.target.value })}
                            sx={{ mt: 1, display: 'flex' }}
                          />
                        ) : null}
                      </TableCell>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={row.isMinor ?? false}
                          onChange={(e) => changeRow(i, { isMinor: e.target.checked })}
                          slotProps={{
                            input: {
                              'aria-label': t('participants.labelFor', {
                                label: t('people.previewColumnMinor'),
                                name: row.name,
                              }),
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell>
                        {problems.map((p) => (
                          <Typography key={p} variant="body2" color="error">
                            {p}
                          </Typography>
                        ))}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {added !== null ? (
          <Button variant="contained" onClick={close}>
            {t('people.close')}
          </Button>
        ) : preview === null ? (
          <>
            <Button onClick={close}>{t('dashboard.cancel')}</Button>
            <BusyButton variant="contained" busy={check.isPending} onClick={checkText}>
              {t('people.checkList')}
            </BusyButton>
          </>
        ) : (
          <>
            <Button onClick={() => setPreview(null)}>{t('people.backToList')}</Button>
            <Button onClick={() => rows && void runPreview(rows)} disabled={check.isPending}>
              {t('people.checkList')}
            </Button>
            <BusyButton
              variant="contained"
              busy={save.isPending}
              disabled={problemCount > 0 || stale}
              onClick={() => void addAll()}
            >
              {t('people.addAll', { count: preview.length })}
            </BusyButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
