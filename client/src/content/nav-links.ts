/** Where the header and footer lead. Section links jump to an anchor once the page is shown. */
export interface SiteLink {
  label: string;
  to: string;
  /** A link to a section of a page: never marked as the current page. */
  section?: boolean;
}

export const BOOK_GUIDE_PATH = '/contact#book-guide-section';

export const MAIN_LINKS: SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Destinations', to: '/gallery' },
  { label: 'Services', to: '/services' },
  { label: 'Our Gallery', to: '/showcase' },
  { label: 'About', to: '/about' },
  { label: 'Reviews', to: '/#feedback-section', section: true },
  { label: 'Contact', to: '/contact' },
];

export const QUICK_LINKS: SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Destinations', to: '/gallery' },
  { label: 'Contact', to: '/contact' },
];
