import { SOCIAL_LINKS } from '../../content/brand';
import { SOCIAL_ICONS } from '../../components/icons';

/** Round icon links to the company's social pages; each opens in a new tab and says so. */
export function SocialLinks() {
  return (
    <ul className="social-links list-unstyled">
      {SOCIAL_LINKS.map(({ name, href }) => {
        const SocialIcon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} (opens in a new tab)`}
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
