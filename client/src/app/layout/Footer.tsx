import { Link } from 'react-router-dom';
import { BRAND, CONTACT } from '../../content/brand';
import { POPULAR_DESTINATIONS } from '../../content/footer-destinations';
import { useCurrentYear } from '../../lib/useCurrentYear';
import '../../styles/footer.css';
import { BrandLogo } from './BrandLogo';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons';
import { QUICK_LINKS } from '../../content/nav-links';
import { SocialLinks } from './SocialLinks';

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <div className="row gy-5 gx-4">
          <div className="col-lg-4">
            <Link className="footer-brand" to="/">
              <BrandLogo />
            </Link>
            <p className="footer-blurb">{BRAND.footerBlurb}</p>
            <SocialLinks />
          </div>

          <nav className="col-6 col-md-4 col-lg-2" aria-labelledby="footer-quick-links">
            <h2 className="footer-heading" id="footer-quick-links">
              Quick Links
            </h2>
            <ul className="footer-links list-unstyled">
              {QUICK_LINKS.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-6 col-md-4 col-lg-3">
            <h2 className="footer-heading">Popular Destinations</h2>
            <ul className="footer-links list-unstyled">
              {POPULAR_DESTINATIONS.map((name) => (
                <li key={name}>
                  <Link to="/gallery">{name}</Link>
                </li>
              ))}
            </ul>
          </div>

          <div className="col-md-4 col-lg-3">
            <h2 className="footer-heading">Contact Us</h2>
            <address className="footer-contact">
              <a href={CONTACT.emailHref}>
                <MailIcon />
                {CONTACT.email}
              </a>
              <a href={CONTACT.phoneHref}>
                <PhoneIcon />
                {CONTACT.phone}
              </a>
              <a href={CONTACT.whatsappHref} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                <span>
                  WhatsApp {CONTACT.whatsapp}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </a>
              <p>
                <MapPinIcon />
                {CONTACT.address}
              </p>
            </address>
          </div>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container">
          <p>
            © {year} {BRAND.name}. All rights reserved. <Link to="/privacy">Privacy Notice</Link>
          </p>
          <p>Designed by {BRAND.designer}</p>
        </div>
      </div>
    </footer>
  );
}
