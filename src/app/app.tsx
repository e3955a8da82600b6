import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also ships the CSS-variables provider (~3.5 kB gzip) that this theme
// never uses; for a theme without CSS variables it renders exactly this system provider.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import type { ProjectsStore } from '../features/projects/data/projects-store';
import { ProjectsStoreContext } from '../features/projects/hooks/use-projects';
import { theme } from './theme';
// The page's base styles (element selectors only, so no component's class competes with them).
import '../styles/baseline.css';

/** Theme and the visit's projects store: the same tree in the browser and in the prerender. */
export function AppProviders({ store, children }: { store: ProjectsStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ProjectsStoreContext.Provider value={store}>{children}</ProjectsStoreContext.Provider>
    </ThemeProvider>
  );
}
