import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../lib/i18n.tsx';

export interface NavItem {
  label: string;
  /** A route to go to; without it, onClick runs. */
  to?: string;
  onClick?: () => void;
}

/** The current page's menu item: primary.main on the selected grey is below 4.5:1, the dark shade is well above. */
const ACTIVE_TEXT = 'primary.dark';

/** Texts are kept as SPEC writes them ('Log out'); only their first letter is shown capitalised. */
const capitalised = { display: 'inline-block', '&::first-letter': { textTransform: 'uppercase' } } as const;

/**
 * The top bar's menu: the items sit in the bar on wide screens and in a drawer titled 'Menu' on narrow ones.
 * Its own module so pages without a menu (the store) do not load the drawer (docs/decisions/0013).
 */
export function TopBarMenu({ items }: { items: NavItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuTitleId = useId();

  return (
    <>
      <Box
        component="nav"
        aria-label={t('shared.mainNavigation')}
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
      >
        {items.map((item) =>
          item.to ? (
            <Button
              key={item.label}
              component={NavLink}
              to={item.to}
              color="inherit"
              sx={{ '&.active': { color: ACTIVE_TEXT, bgcolor: 'action.selected' } }}
            >
              <Box component="span" sx={capitalised}>
                {item.label}
              </Box>
            </Button>
          ) : (
            <Button key={item.label} color="inherit" onClick={item.onClick}>
              <Box component="span" sx={capitalised}>
                {item.label}
              </Box>
            </Button>
          ),
        )}
      </Box>
      {items.length > 0 && (
        <IconButton
          edge="end"
          aria-label={t('nav.openMenu')}
          onClick={() => setOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      )}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': menuTitleId } }}
      >
        <Box sx={{ width: 260 }} role="presentation">
          <Typography id={menuTitleId} variant="h6" component="h2" sx={{ px: 2, py: 2 }}>
            {t('nav.menu')}
          </Typography>
          <Divider />
          <List component="nav" aria-label={t('nav.menu')}>
            {items.map((item) => (
              <ListItemButton
                key={item.label}
                {...(item.to ? { component: NavLink, to: item.to } : {})}
                onClick={() => {
                  setOpen(false);
                  item.onClick?.();
                }}
                sx={{ '&.active': { color: ACTIVE_TEXT, bgcolor: 'action.selected' } }}
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={capitalised}>
                      {item.label}
                    </Box>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
