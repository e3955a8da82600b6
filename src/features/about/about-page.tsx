import { Icon } from '../../components/icon';
import checkCircle from '@material-design-icons/svg/filled/check_circle.svg?shapes';
import email from '@material-design-icons/svg/filled/email.svg?shapes';
import phone from '@material-design-icons/svg/filled/phone.svg?shapes';
import { PageContainer } from '../../components/page-container';
import { emailHref, pageTitle, phoneHref, site } from '../../config/site';
import { contactPlacement } from '../../lib/analytics-events';
import * as styles from './about-page.css';

export function AboutPage() {
  return (
    <PageContainer maxWidth="lg" className={styles.page}>
      <title>{pageTitle('About Us')}</title>
      <div className={styles.columns}>
        <div>
          <h1 className={styles.title}>About Us</h1>
          <p className={styles.description}>{site.description}</p>
          <h2 className={styles.specialtiesTitle}>Our Specialties</h2>
          <ul className={styles.specialties}>
            {site.specialties.map((specialty) => (
              <li key={specialty} className={styles.specialty}>
                <Icon shapes={checkCircle} size="small" className={styles.tick} />
                {specialty}
              </li>
            ))}
          </ul>
        </div>
        <section
          aria-labelledby="contact-heading"
          className={styles.contactCard}
          {...contactPlacement('about_contact_card')}
        >
          <h2 id="contact-heading" className={styles.contactHeading}>
            Contact Us
          </h2>
          <p className={styles.contactText}>For any questions or inquiries, please contact us!</p>
          <ContactLink href={emailHref()} icon={email} text={site.email} />
          <ContactLink href={phoneHref()} icon={phone} text={site.phone} />
        </section>
      </div>
    </PageContainer>
  );
}

function ContactLink({ href, icon, text }: { href: string; icon: string; text: string }) {
  return (
    <a href={href} className={styles.contactLink}>
      <Icon shapes={icon} />
      {text}
    </a>
  );
}
