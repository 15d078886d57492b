import type { ReactNode } from 'react';
import { MailIcon, SOCIAL_ICONS } from '../../../components/icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { CONTACT_CARDS, type ContactChannel } from '../../../content/contact';

const CHANNEL_ICONS: Record<ContactChannel, () => ReactNode> = { ...SOCIAL_ICONS, Email: MailIcon };

/** Four ways to reach us; each opens in a new tab. */
export function ContactCards() {
  return (
    <section className="page-section" aria-labelledby="get-in-touch-heading">
      <div className="container">
        <SectionHeading
          id="get-in-touch-heading"
          eyebrow="Talk to a local"
          title="Get In Touch"
          lead="Pick whichever suits you best; the same small team answers them all."
        />
        <ul className="row g-4 list-unstyled">
          {CONTACT_CARDS.map(({ channel, detail, href }) => {
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
                  <span className="contact-card-channel">{channel}</span>
                  <span className="contact-card-detail">{detail}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
