import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { emailHref, phoneHref, site } from '../../../config/site';
import { shareLink, type ShareOutcome } from '../../../lib/share-link';
import { cityAndState } from '../project-logic';
import type { Project } from '../project-schema';

const SHARE_MESSAGES: Record<ShareOutcome, string> = {
  shared: '',
  cancelled: '',
  copied: 'Link copied',
  failed: 'Could not copy the link',
};

/** "Interested in this property?": e-mail about this address, call, or share the page. */
export function ContactPanel({ project }: { project: Project }) {
  const [message, setMessage] = useState('');
  const address = `${project.address.address_line_1}, ${cityAndState(project)}`;

  const share = async () => {
    setMessage('');
    const outcome = await shareLink({ url: window.location.href, title: document.title });
    setMessage(SHARE_MESSAGES[outcome]);
  };

  return (
    <Box
      component="section"
      aria-labelledby="contact-panel-heading"
      sx={{
        mt: 2,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="contact-panel-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Interested in this property?
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" color="secondary" href={emailHref(address)}>
          E-mail us
        </Button>
        <Button variant="outlined" href={phoneHref()}>
          Call {site.phone}
        </Button>
        <Button variant="text" onClick={() => void share()}>
          Share
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '1.5em', mt: 1 }}
      >
        {message}
      </Typography>
    </Box>
  );
}
