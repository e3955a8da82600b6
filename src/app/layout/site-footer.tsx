import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/logo';
import { TextLink } from '../../components/text-link';
import { site } from '../../config/site';
import { routes } from '../../config/routes';
import { PageContainer } from '../../components/page-container';

const FOOTER_LINKS = [
  { label: 'View All Projects', to: routes.projects },
  { label: 'About Us', to: routes.about },
] as const;

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto' }}>
      <PageContainer
        maxWidth="lg"
        sx={{
          py: 5,
          display: 'flex',
          flexDirection: { xs: 'column', lg: 'row' },
          alignItems: { xs: 'flex-start', lg: 'center' },
          gap: 3,
        }}
      >
        <Logo tone="light" />
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 3 }, ml: { lg: 'auto' } }}
        >
          {FOOTER_LINKS.map((link) => (
            <TextLink key={link.to} to={link.to} sx={{ color: 'inherit', fontWeight: 600, py: 1 }}>
              {link.label}
            </TextLink>
          ))}
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          All Rights Reserved. © Copyright {site.copyrightYear}.
        </Typography>
      </PageContainer>
    </Box>
  );
}
