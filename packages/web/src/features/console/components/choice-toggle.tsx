import { ToggleButton, ToggleButtonGroup } from '@mui/material';

/** One of a few views of a list (which payouts, which messages), as toggle buttons; one is always chosen. */
export function ChoiceToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      aria-label={label}
      // On the page's grey the unselected buttons' grey text fell below AA contrast; on paper it is enough.
      sx={{ bgcolor: 'background.paper' }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
