import { createTheme } from '@mui/material/styles';

/** Friendly and clean: a fresh green with a warm accent, rounded shapes, no shouting buttons. */
export const theme = createTheme({
  palette: {
    // Text on a coloured background (filled alerts such as the demo banner, chips, badges) must reach WCAG AA's 4.5:1;
    // MUI's default of 3 puts white on the orange warning.
    contrastThreshold: 4.5,
    primary: { main: '#1f7a5a', light: '#4fa386', dark: '#135a41', contrastText: '#ffffff' },
    secondary: { main: '#f29b1d', contrastText: '#1d1d1d' },
    background: { default: '#f5f7f6', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#5b6762' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e7e4' } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
  },
});
