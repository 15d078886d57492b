import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { langOf, type Brand } from '../../content/useSiteContent';
import { ContentText } from '../../components/ContentText';
import { useCurrentYear } from '../../lib/useCurrentYear';
import '../../styles/footer.css';
import { BrandLogo } from './BrandLogo';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons';
import { QUICK_LINKS } from '../../lib/nav-links';
import { SocialLinks } from './SocialLinks';

export function Footer({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const year = useCurrentYear();
  const { contact } = brand;
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <div className="row gy-5 gx-4">
          <div className="col-lg-4">
            <Link className="footer-brand" to="/">
              <BrandLogo brand={brand} />
            </Link>
            <ContentText as="p" className="footer-blurb" of={brand} field="footerBlurb" />
            <SocialLinks links={brand.socialLinks} />
          </div>

          <nav className="col-6 col-md-4 col-lg-2" aria-labelledby="footer-quick-links">
            <h2 className="footer-heading" id="footer-quick-links">
              {i18n._('Quick Links')}
            </h2>
            <ul className="footer-links list-unstyled">
              {QUICK_LINKS.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to}>{i18n._(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-6 col-md-4 col-lg-3">
            <h2 className="footer-heading">{i18n._('Popular Destinations')}</h2>
            <ul className="footer-links list-unstyled">
              {brand.footerDestinations.map((name, index, names) => (
                <li key={name} lang={langOf(names, index)}>
                  <Link to="/gallery">{name}</Link>
                </li>
              ))}
            </ul>
          </div>

          <div className="col-md-4 col-lg-3">
            <h2 className="footer-heading">{i18n._('Contact Us')}</h2>
            <address className="footer-contact">
              <a href={contact.emailHref}>
                <MailIcon />
                {contact.email}
              </a>
              <a href={contact.phoneHref}>
                <PhoneIcon />
                {contact.phone}
              </a>
              <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                <span>
                  WhatsApp {contact.whatsapp}
                  <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
                </span>
              </a>
              <p lang={langOf(contact, 'address')}>
                <MapPinIcon />
                {contact.address}
              </p>
            </address>
          </div>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container">
          <p>
            {i18n._('© {year} {name}. All rights reserved.', { year, name: brand.name })}{' '}
            <Link to="/privacy">{i18n._('Privacy Notice')}</Link>
            {' · '}
            <Link to="/terms">{i18n._('Terms of Service')}</Link>
            {' · '}
            <Link to="/imprint">{i18n._('Imprint')}</Link>
          </p>
          <p>{i18n._('Designed by {designer}', { designer: brand.designer })}</p>
        </div>
      </div>
    </footer>
  );
}
