import { ContentText } from '../../components/ContentText';
import type { Brand } from '../../content/useSiteContent';

/** The mark from the favicon beside the company name; the name is the link's text. */
export function BrandLogo({ brand }: { brand: Pick<Brand, 'name'> }) {
  return (
    <span className="brand-logo">
      <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b5d4b" />
        <path d="M12 46 L26 22 L34 34 L40 26 L52 46 Z" fill="#f4b942" />
        <circle cx="44" cy="18" r="6" fill="#fff" />
      </svg>
      <ContentText className="brand-logo-name" of={brand} field="name" />
    </span>
  );
}
