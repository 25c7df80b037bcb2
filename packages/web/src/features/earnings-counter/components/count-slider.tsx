import { Box, Slider, Stack, TextField, Typography } from '@mui/material';
import { EARNINGS_COUNTER } from '@fundshop/core';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';

/** Accepts whole numbers of at least 1; anything else (empty, decimals, signs, letters) is ignored. */
export function parseCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number.parseInt(text.trim(), 10);
  return value >= EARNINGS_COUNTER.min ? value : null;
}

/** A slider from 1 to 100 with a number input beside it, both showing and setting the same value. */
export function CountSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useT();
  const titleId = useId();
  // What the box shows while typing: it may be empty or unfinished, so someone can clear it and type 40 (not 240).
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // The slider moved: the box follows.
    setShownValue(value);
    setText(String(value));
  }
  return (
    <Box>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-label={t('earnings.slider', { label })}
          value={Math.min(value, EARNINGS_COUNTER.max)}
          min={EARNINGS_COUNTER.min}
          max={EARNINGS_COUNTER.max}
          step={1}
          valueLabelDisplay="auto"
          onChange={(_, next) => onChange(Array.isArray(next) ? (next[0] ?? value) : next)}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          type="number"
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseCount(event.target.value);
            if (next !== null) onChange(next);
          }}
          // Left empty or invalid: back to the value in use.
          onBlur={() => setText(String(value))}
          slotProps={{
            htmlInput: { min: EARNINGS_COUNTER.min, step: 1, inputMode: 'numeric', 'aria-labelledby': titleId },
          }}
          sx={{ width: 96, flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}
