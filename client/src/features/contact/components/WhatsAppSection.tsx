import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { WhatsAppIcon } from '../../../components/icons';
import { BannerTitleAndText, ContentText } from '../../../components/ContentText';

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
            <BannerTitleAndText id="whatsapp-heading" of={whatsapp} />
          </div>
          <a
            className="btn btn-book btn-lg page-btn"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ContentText of={whatsapp} field="linkLabel" />
            <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
