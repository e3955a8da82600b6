import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { brand } from '../../config/brand';
import { primaryLink } from './primary-link';
import { routes } from '../../config/routes';
import { PageContainer } from '../../components/page-container';

const navButtonSx = {
  color: 'primary.main',
  whiteSpace: 'nowrap',
  px: { xs: 1.25, sm: 2 },
  '&.active': { bgcolor: alpha(brand.navy, 0.08) },
} as const;

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
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
            <Button component={NavLink} to={routes.about} sx={navButtonSx}>
              About Us
            </Button>
            <Button
              component={NavLink}
              end
              to={primary.to}
              variant="contained"
              color="secondary"
              sx={{ whiteSpace: 'nowrap', px: { xs: 1.75, sm: 2.5 }, py: { xs: 0.5, sm: 0.75 } }}
            >
              {primary.label}
            </Button>
          </Box>
        </Toolbar>
      </PageContainer>
    </Box>
  );
}
