import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { brand } from '../../config/brand';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../components/section-heading';
import { site } from '../../config/site';
import { visuallyHidden } from '../../components/visually-hidden';
import { routes } from '../../config/routes';
import { PageContainer } from '../../components/page-container';

export function AboutSplash() {
  return (
    <Box component="section" aria-labelledby="about-splash-heading" sx={{ bgcolor: brand.sand }}>
      <PageContainer maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <SectionHeading id="about-splash-heading" title="About Us" />
        <Typography sx={{ maxWidth: 760, fontSize: '1.1rem', mb: 3 }}>
          {site.shortDescription}
        </Typography>
        {/* "Learn more" alone tells a search engine or a screen reader nothing: say of what. */}
        <Button component={RouterLink} to={routes.about} variant="outlined">
          Learn more{' '}
          <Box component="span" sx={visuallyHidden}>
            about {site.name}
          </Box>
        </Button>
      </PageContainer>
    </Box>
  );
}
