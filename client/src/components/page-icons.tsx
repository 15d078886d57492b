import type { ReactNode } from 'react';
import type { PageIconName } from '@lanka-tours/shared/content';
import { Icon } from './icons';

/** Pictograms for feature cards, chosen by name from the content. */
const PAGE_ICONS: Record<PageIconName, () => ReactNode> = {
  compass: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </Icon>
  ),
  guide: () => (
    <Icon>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 21a7 7 0 0 1 12.5-4.3" />
      <path d="m15 19 2 2 4-4" />
    </Icon>
  ),
  leaf: () => (
    <Icon>
      <path d="M5 19C5 10 10 5 20 4c0 10-5 15-13 15z" />
      <path d="M5 19c3-4 6-7 10-9" />
    </Icon>
  ),
  support: () => (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </Icon>
  ),
  heart: () => (
    <Icon>
      <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
    </Icon>
  ),
  gem: () => (
    <Icon>
      <path d="M6 4h12l3 5-9 11L3 9z" />
      <path d="M3 9h18M9 4l3 16M15 4l-3 16" />
    </Icon>
  ),
  star: () => (
    <Icon>
      <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
    </Icon>
  ),
  calendar: () => (
    <Icon>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  ),
  shield: () => (
    <Icon>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8 7.5 9.5 4.3-1.5 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-4.5" />
    </Icon>
  ),
  chat: () => (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  ),
};

export function PageIcon({ name }: { name: PageIconName }) {
  const Pictogram = PAGE_ICONS[name];
  return <Pictogram />;
}
