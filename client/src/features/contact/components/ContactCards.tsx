import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import type { ReactNode } from 'react';
import { MailIcon, SOCIAL_ICONS } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';

type Card = SectionOf<'contactSection', 'cards'>['cards'][number];

const CHANNEL_ICONS: Record<Card['channel'], () => ReactNode> = {
  ...SOCIAL_ICONS,
  Email: MailIcon,
};

/** Four ways to reach us; each opens in a new tab. */
export function ContactCards({ cards }: SectionOf<'contactSection', 'cards'>) {
  const { i18n } = useLingui();
  return (
    <section className="page-section" aria-labelledby="get-in-touch-heading">
      <div className="container">
        <SectionHeading
          id="get-in-touch-heading"
          eyebrow={i18n._('Talk to a local')}
          title={i18n._('Get In Touch')}
          lead={i18n._('Pick whichever suits you best; the same small team answers them all.')}
        />
        <ul className="row g-4 list-unstyled">
          {cards.map((card) => {
            const { channel, href } = card;
            const ChannelIcon = CHANNEL_ICONS[channel];
            return (
              <li key={channel} className="col-sm-6 col-lg-3">
                <a
                  className="contact-card page-card animate-on-scroll"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className="icon-badge" aria-hidden="true">
                    <ChannelIcon />
                  </span>
                  <span className="contact-card-channel">
                    {/* The networks are names; an email is said in the page's language. */}
                    {channel === 'Email' ? i18n._('Email') : channel}
                  </span>
                  <ContentText className="contact-card-detail" of={card} field="detail" />
                  <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
