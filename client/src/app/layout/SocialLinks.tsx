import { useLingui } from '@lingui/react';
import type { Brand } from '../../content/useSiteContent';
import { SOCIAL_ICONS } from '../../components/icons';

/** Round icon links to the company's social pages; each opens in a new tab and says so. */
export function SocialLinks({ links }: { links: Brand['socialLinks'] }) {
  const { i18n } = useLingui();
  return (
    <ul className="social-links list-unstyled">
      {links.map(({ name, href }) => {
        const SocialIcon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={i18n._('{name} (opens in a new tab)', { name })}
              title={name}
            >
              <SocialIcon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
