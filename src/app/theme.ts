import { createTheme } from '@mui/material/styles';
import { brand } from '../config/brand';
import { BREAKPOINTS } from '../config/layout';

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: 1280 },
  },
  palette: {
    primary: { main: brand.navy, dark: brand.navyDark },
    secondary: { main: brand.orange },
    background: { default: brand.page, paper: brand.white },
    text: { primary: brand.text, secondary: brand.textSecondary },
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
