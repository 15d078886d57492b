import { WhatsAppIcon } from '../../../components/icons';
import { CONTACT } from '../../../content/brand';
import { WHATSAPP_ALTERNATIVE } from '../../../content/contact';

export function WhatsAppSection() {
  return (
    <section className="page-section pb-0" aria-labelledby="whatsapp-heading">
      <div className="container">
        <div className="whatsapp-card animate-on-scroll">
          <span className="whatsapp-mark" aria-hidden="true">
            <WhatsAppIcon />
          </span>
          <div className="whatsapp-text">
            <h2 id="whatsapp-heading" className="page-serif h3">
              {WHATSAPP_ALTERNATIVE.title}
            </h2>
            <p className="mb-0">{WHATSAPP_ALTERNATIVE.text}</p>
          </div>
          <a
            className="btn btn-book btn-lg page-btn"
            href={CONTACT.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            {WHATSAPP_ALTERNATIVE.linkLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
