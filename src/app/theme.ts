import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '../config/layout';

/** Navy for trust, a warm brick orange for calls to action; banner colours per spec §4. */
export const brand = {
  navy: '#1b3a5c',
  navyDark: '#10253d',
  orange: '#b85a1b',
  sand: '#f6f1ea',
  sold: '#b71c1c',
  pending: '#f5b400',
  forSale: '#1b6e35',
} as const;

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: 1280 },
  },
  palette: {
    primary: { main: brand.navy, dark: brand.navyDark },
    secondary: { main: brand.orange },
    background: { default: '#fbfaf8', paper: '#ffffff' },
    text: { primary: '#1d232b', secondary: '#4a5562' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: 'clamp(2rem, 5vw, 3rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2.125rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiCard: { defaultProps: { elevation: 0 } },
  },
});
