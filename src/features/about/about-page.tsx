import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { brand } from '../../config/brand';
import { useDocumentTitle } from '../../components/use-document-title';
import { emailHref, pageTitle, phoneHref, site } from '../../config/site';
import { PageContainer } from '../../components/page-container';

export function AboutPage() {
  useDocumentTitle(pageTitle('About Us'));
  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="h1" gutterBottom>
            About Us
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', mb: 5 }}>{site.description}</Typography>
          <Typography variant="h2" gutterBottom>
            Our Specialties
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {site.specialties.map((specialty) => (
              <Box
                component="li"
                key={specialty}
                // At the first line, not centred: a long specialty wraps below its tick, and
                // one still arriving (a slow network) does not move it.
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              >
                {/* 20px, centred on the 24px first line. */}
                <CheckCircleIcon color="secondary" fontSize="small" sx={{ mt: '2px' }} />
                {specialty}
              </Box>
            ))}
          </Box>
        </Box>
        <Card
          component="section"
          aria-labelledby="contact-heading"
          variant="outlined"
          sx={{ bgcolor: brand.sand }}
        >
          <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2 }}>
            <Typography id="contact-heading" variant="h2">
              Contact Us
            </Typography>
            <Typography>For any questions or inquiries, please contact us!</Typography>
            <ContactLink href={emailHref()} icon={<EmailIcon />} text={site.email} />
            <ContactLink href={phoneHref()} icon={<PhoneIcon />} text={site.phone} />
          </CardContent>
        </Card>
      </Box>
    </PageContainer>
  );
}

function ContactLink({ href, icon, text }: { href: string; icon: ReactNode; text: string }) {
  return (
    <Link
      href={href}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 700,
        fontSize: '1.1rem',
        overflowWrap: 'break-word',
        minWidth: 0,
        py: 0.5,
      }}
    >
      {icon}
      {text}
    </Link>
  );
}
