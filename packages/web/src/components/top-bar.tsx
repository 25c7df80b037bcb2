import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo.tsx';

export interface NavItem {
  label: string;
  /** A route to go to; without it, onClick runs. */
  to?: string;
  onClick?: () => void;
}

/** The current page's menu item: primary.main on the selected grey is below 4.5:1, the dark shade is well above. */
const ACTIVE_TEXT = 'primary.dark';

/** Texts are kept as SPEC writes them ('contactperson login'); only their first letter is shown capitalised. */
const capitalised = { display: 'inline-block', '&::first-letter': { textTransform: 'uppercase' } } as const;

/** Top bar with the logo; the menu items sit in the bar on wide screens and in a drawer titled 'Menu' on narrow ones. */
export function TopBar({ items, homeTo = '/' }: { items: NavItem[]; homeTo?: string }) {
  const [open, setOpen] = useState(false);
  const menuTitleId = useId();

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Logo to={homeTo} />
        <Box sx={{ flexGrow: 1 }} />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
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
            aria-label="Open menu"
            onClick={() => setOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': menuTitleId } }}
      >
        <Box sx={{ width: 260 }} role="presentation">
          <Typography id={menuTitleId} variant="h6" component="h2" sx={{ px: 2, py: 2 }}>
            Menu
          </Typography>
          <Divider />
          <List component="nav" aria-label="Menu">
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
    </AppBar>
  );
}
