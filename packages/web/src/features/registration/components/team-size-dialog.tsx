import { TEAM_SIZE_OPTIONS } from '@fundshop/core';
import { Dialog, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useT } from '../../../lib/i18n.tsx';

export type TeamSizeOption = (typeof TEAM_SIZE_OPTIONS)[number];

/** Team-size picker (SPEC §2). It exists, but the registration flow never opens it. */
export function TeamSizeDialog({
  open,
  onClose,
  onSelect,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (option: TeamSizeOption) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="team-size-title" fullWidth maxWidth="xs">
      <DialogTitle id="team-size-title">{t('register.teamMembers')}</DialogTitle>
      <List sx={{ pt: 0 }}>
        {TEAM_SIZE_OPTIONS.map((option) => (
          <ListItemButton key={option} onClick={() => onSelect(option)}>
            <ListItemText primary={option} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
