import { useLingui } from '@lingui/react';
import type { SectionOf } from '@shared/content';
import { WhatsAppIcon } from '../../../components/icons';

interface WhatsAppSectionProps {
  whatsapp: SectionOf<'contactSection', 'whatsapp'>;
  /** The brand's WhatsApp chat. */
  href: string;
}

export function WhatsAppSection({ whatsapp, href }: WhatsAppSectionProps) {
  const { i18n } = useLingui();
  return (
    <section className="page-section pb-0" aria-labelledby="whatsapp-heading">
      <div className="container">
        <div className="whatsapp-card animate-on-scroll">
          <span className="whatsapp-mark" aria-hidden="true">
            <WhatsAppIcon />
          </span>
          <div className="whatsapp-text">
            <h2 id="whatsapp-heading" className="page-serif h3">
              {whatsapp.title}
            </h2>
            <p className="mb-0">{whatsapp.text}</p>
          </div>
          <a
            className="btn btn-book btn-lg page-btn"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {whatsapp.linkLabel}
            <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
