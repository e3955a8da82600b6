import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PHONE_BAR_HEIGHT } from '../../config/layout';
import { emailHref, phoneHref } from '../../config/site';

/**
 * Call and E-mail, fixed to the bottom of every page below 600px, where the About page's
 * numbers are screens away. It is CSS-only (no JS decides), so it is in the prerendered HTML
 * and never shifts anything; a modal dialog (the photo viewer) hides it.
 */
export function PhoneContactBar() {
  return (
    <Box
      component="aside"
      aria-label="Contact us"
      sx={{
        display: { xs: 'flex', sm: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        gap: 1,
        px: 2,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        minHeight: `calc(${PHONE_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        'html:has([aria-modal="true"]) &': { display: 'none' },
        '& > a': { flex: 1, minHeight: 48 },
      }}
    >
      <Button variant="contained" color="secondary" href={phoneHref()}>
        Call
      </Button>
      <Button variant="contained" href={emailHref()}>
        E-mail
      </Button>
    </Box>
  );
}
