import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { brand } from '../../config/brand';
import { NARROW_HEADER, narrowerThan } from '../../config/layout';
import { PRIMARY_LABELS, primaryLink } from './primary-link';
import { routes } from '../../config/routes';
import { PageContainer } from '../../components/page-container';

const compact = narrowerThan(NARROW_HEADER.compact);

const navButtonSx = {
  color: 'primary.main',
  whiteSpace: 'nowrap',
  px: { xs: 1.25, sm: 2 },
  [compact]: { px: 1 },
  '&.active': { bgcolor: alpha(brand.navy, 0.08) },
} as const;

/** The primary button's side padding (px): it is reserved with its label's width below. */
const PRIMARY_PADDING = { xs: 14, sm: 20, compact: 10 } as const;
const longestPrimaryLabel = Math.max(...PRIMARY_LABELS.map((label) => label.length));
/**
 * The primary link's column is as wide as its longer label whichever it reads, so About Us
 * stays put when it toggles, and when a page is painted before the link has arrived.
 */
const primaryColumn = (padding: number) =>
  `auto minmax(calc(${longestPrimaryLabel}ch + ${2 * padding}px), max-content)`;

export function SiteHeader() {
  const { pathname } = useLocation();
  const primary = primaryLink(pathname);
  return (
    // A plain sticky header: what AppBar drew here, without AppBar and Paper in the first load.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <PageContainer maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 1 }}>
          <Logo narrow />
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              ml: 'auto',
              display: 'grid',
              gap: 0.5,
              // The buttons' font, so `ch` in the column measures their labels.
              fontSize: '0.875rem',
              fontWeight: 700,
              gridTemplateColumns: {
                xs: primaryColumn(PRIMARY_PADDING.xs),
                sm: primaryColumn(PRIMARY_PADDING.sm),
              },
              [compact]: { gridTemplateColumns: primaryColumn(PRIMARY_PADDING.compact) },
            }}
          >
            <Button component={NavLink} to={routes.about} sx={navButtonSx}>
              About Us
            </Button>
            <Button
              component={NavLink}
              end
              to={primary.to}
              variant="contained"
              color="secondary"
              sx={{
                whiteSpace: 'nowrap',
                px: { xs: `${PRIMARY_PADDING.xs}px`, sm: `${PRIMARY_PADDING.sm}px` },
                py: { xs: 0.5, sm: 0.75 },
                [compact]: { px: `${PRIMARY_PADDING.compact}px` },
              }}
            >
              {primary.label}
            </Button>
          </Box>
        </Toolbar>
      </PageContainer>
    </Box>
  );
}
