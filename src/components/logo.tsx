import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { brand, brandMark } from '../config/brand';
import { site } from '../config/site';
import { routes } from '../config/routes';

type LogoProps = { tone?: 'dark' | 'light' };

/** The company mark and name, linking to the root (spec: header and footer). */
export function Logo({ tone = 'dark' }: LogoProps) {
  const ink = tone === 'dark' ? brand.navy : brand.white;
  const [word, subtitle] = site.wordmark;
  return (
    <Box
      component={RouterLink}
      to={routes.home}
      aria-label={`${site.name} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: ink,
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 4 },
      }}
    >
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d={brandMark.house} fill={ink} />
        <path d={brandMark.door} fill={brand.doorAccent} />
        <path d={brandMark.chimney} fill={ink} />
      </svg>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: 0.2 }}>
          {word}
        </Box>
        <Box
          component="span"
          sx={{ fontSize: '0.72rem', letterSpacing: 2.2, textTransform: 'uppercase' }}
        >
          {subtitle}
        </Box>
      </Box>
    </Box>
  );
}
