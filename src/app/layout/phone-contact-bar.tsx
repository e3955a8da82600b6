import { emailHref, phoneHref } from '../../config/site';
import { contactPlacement } from '../../lib/analytics-events';
import * as styles from './phone-contact-bar.css';

/**
 * Call and E-mail, fixed to the bottom of every page below 600px, where the About page's
 * numbers are screens away. It is CSS-only (no JS decides), so it is in the prerendered HTML
 * and never shifts anything; a modal dialog (the photo viewer) hides it.
 */
export function PhoneContactBar() {
  return (
    <aside
      aria-label="Contact us"
      className={styles.bar}
      {...contactPlacement('phone_contact_bar')}
    >
      <a href={phoneHref()} className={styles.call}>
        Call
      </a>
      <a href={emailHref()} className={styles.email}>
        E-mail
      </a>
    </aside>
  );
}
