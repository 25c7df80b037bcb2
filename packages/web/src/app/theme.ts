import { APP_STARTING_ATTRIBUTE } from '@fundshop/core';
import { createTheme } from '@mui/material/styles';

const starting = `[${APP_STARTING_ATTRIBUTE}]`;
const primaryDark = '#135a41';

/** Friendly and clean: a fresh green with a warm accent, rounded shapes, no shouting buttons. */
export const theme = createTheme({
  palette: {
    // Text on a coloured background (filled alerts such as the demo banner, chips, badges) must reach WCAG AA's 4.5:1;
    // MUI's default of 3 puts white on the orange warning.
    contrastThreshold: 4.5,
    primary: { main: '#1f7a5a', light: '#4fa386', dark: primaryDark, contrastText: '#ffffff' },
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
    // A button pressed before the app has taken the server's page over shows a spinner in place of its icon until
    // the app carries the press out (lib/first-use.ts). CSS only, so it turns while the main thread is busy.
    MuiCssBaseline: {
      styleOverrides: {
        [starting]: { cursor: 'progress' },
        [`${starting} .MuiButton-startIcon`]: { display: 'none' },
        [`${starting}::before`]: {
          content: '""',
          flex: 'none',
          boxSizing: 'border-box',
          width: 16,
          height: 16,
          marginRight: 8,
          border: '2px solid currentColor',
          borderRightColor: 'transparent',
          borderRadius: '50%',
          animation: 'fundshop-spin .8s linear infinite',
        },
        '@keyframes fundshop-spin': { to: { transform: 'rotate(1turn)' } },
        '@media (prefers-reduced-motion: reduce)': { [`${starting}::before`]: { animationDuration: '3s' } },
        // A keyboard focus that shows before the app runs: MUI marks a focused button only once its script has, and
        // removes the browser's outline, so a server-drawn page's 'Add to cart' showed no focus at all (issue 40).
        '.MuiButton-root:focus-visible, .MuiIconButton-root:focus-visible, .MuiFab-root:focus-visible': {
          outline: `3px solid ${primaryDark}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A field of a form the server drew, entered before the app has taken the form over (docs/decisions/0029): its
    // label moves up into the outline's notch as MUI's focused label does, so what is typed never runs under it.
    MuiInputLabel: {
      styleOverrides: {
        root: {
          '.MuiFormControl-root:focus-within > &.MuiInputLabel-outlined[data-shrink="false"]': {
            transform: 'translate(14px, -9px) scale(0.75)',
            maxWidth: 'calc(133% - 32px)',
          },
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '.MuiFormControl-root:focus-within > & .MuiOutlinedInput-notchedOutline > legend': { maxWidth: '100%' },
        },
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e7e4' } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
  },
});
