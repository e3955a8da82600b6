import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { brand, brandMark } from '../config/brand';
import { site } from '../config/site';
import { routes } from '../config/routes';
import { NARROW_HEADER, narrowerThan } from '../config/layout';

type LogoProps = {
  tone?: 'dark' | 'light';
  /** The header's: the house alone on the narrowest phones (NARROW_HEADER). */
  narrow?: boolean;
};

/** The company mark and name, linking to the root (spec: header and footer). */
export function Logo({ tone = 'dark', narrow = false }: LogoProps) {
  const ink = tone === 'dark' ? brand.navy : brand.white;
  const [word, subtitle] = site.wordmark;
  return (
    <Box
      component={RouterLink}
      to={routes.home}
      aria-label={`${site.name} home`}
      sx={{
        display: 'inline-flex',
        // Top, not centre: a page painted before the wordmark's second line has arrived
        // (a slow network, a busy phone) must not move the first line when it does.
        alignItems: 'flex-start',
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
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          lineHeight: 1,
          // The two lines (32px) centred on the 36px house.
          pt: '2px',
          ...(narrow && { [narrowerThan(NARROW_HEADER.houseOnly)]: { display: 'none' } }),
        }}
      >
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
