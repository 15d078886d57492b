/** Where the header and footer lead. Section links jump to an anchor once the page is shown. */
export interface SiteLink {
  /** In English, the id of its translation. */
  label: string;
  to: string;
  /** A link to a section of a page: never marked as the current page. */
  section?: boolean;
}

export const BOOK_GUIDE_PATH = '/contact#book-guide-section';

export const MAIN_LINKS: SiteLink[] = [
  { label: /*i18n*/ 'Home', to: '/' },
  { label: /*i18n*/ 'Destinations', to: '/gallery' },
  { label: /*i18n*/ 'Services', to: '/services' },
  { label: /*i18n*/ 'Our Gallery', to: '/showcase' },
  { label: /*i18n*/ 'About', to: '/about' },
  { label: /*i18n*/ 'Reviews', to: '/#feedback-section', section: true },
  { label: /*i18n*/ 'Contact', to: '/contact' },
];

export const QUICK_LINKS: SiteLink[] = [
  { label: /*i18n*/ 'Home', to: '/' },
  { label: /*i18n*/ 'About Us', to: '/about' },
  { label: /*i18n*/ 'Services', to: '/services' },
  { label: /*i18n*/ 'Destinations', to: '/gallery' },
  { label: /*i18n*/ 'Contact', to: '/contact' },
];
