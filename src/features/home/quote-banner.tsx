import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../config/brand';
import { site } from '../../config/site';
import { routes } from '../../config/routes';
import { PageContainer } from '../../components/page-container';

/** The home banner: a free quote by e-mail or call (spec §1). */
export function QuoteBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="quote-heading"
      sx={{
        color: 'common.white',
        background: `linear-gradient(120deg, ${alpha(brand.navyDark, 0.97)} 0%, ${alpha(brand.navy, 0.92)} 55%, ${alpha(brand.orange, 0.9)} 130%)`,
      }}
    >
      <PageContainer maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ letterSpacing: 2, opacity: 0.9, fontWeight: 700 }}
        >
          {site.city} remodeling &amp; renovation
        </Typography>
        <Typography id="quote-heading" variant="h1" sx={{ maxWidth: 720, mb: 2 }}>
          Get a free quote for your investment property
        </Typography>
        <Typography sx={{ maxWidth: 620, fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4 }}>
          E-mail us or give us a call and we will walk the property with you, then send a clear,
          itemised quote at no cost.
        </Typography>
        <Button
          component={RouterLink}
          to={routes.about}
          variant="contained"
          color="secondary"
          size="large"
        >
          Contact Us
        </Button>
      </PageContainer>
    </Box>
  );
}
