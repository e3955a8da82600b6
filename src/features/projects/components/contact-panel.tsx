import { useState } from 'react';
import { Button } from '../../../components/button';
import { button } from '../../../components/button.css';
import { emailHref, phoneHref, site } from '../../../config/site';
import { trackShare } from '../../../lib/analytics';
import { contactPlacement } from '../../../lib/analytics-events';
import { shareLink, type ShareOutcome } from '../../../lib/share-link';
import { cityAndState } from '../project-logic';
import type { Project } from '../project-schema';
import * as styles from './contact-panel.css';

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
    trackShare(project.id, outcome);
  };

  return (
    <section
      aria-labelledby="contact-panel-heading"
      className={styles.panel}
      {...contactPlacement('project_contact_panel')}
    >
      <h2 id="contact-panel-heading" className={styles.heading}>
        Interested in this property?
      </h2>
      <div className={styles.actions}>
        <a href={emailHref(address)} className={button.containedSecondary}>
          E-mail us
        </a>
        <a href={phoneHref()} className={button.outlined}>
          Call {site.phone}
        </a>
        <Button variant="text" onClick={() => void share()}>
          Share
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </section>
  );
}
