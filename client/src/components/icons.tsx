import type { ReactNode } from 'react';
import type { SocialNetwork } from '@lanka-tours/shared/content';

/** Decorative line icons: the text or label beside them carries the meaning. */
export function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon>
    <path d="M5 3.5h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 6.4 6.4l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2.1 2A17 17 0 0 1 3 5.6a2 2 0 0 1 2-2.1z" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.1-7-11.2a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.6" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.2 2" />
  </Icon>
);

export const WhatsAppIcon = () => (
  <Icon>
    <path d="M3.5 20.5 4.9 16A8.6 8.6 0 1 1 8 19.2z" />
    <path d="M9 8.6c.2 2.9 3.3 6.1 6.4 6.4l1.2-1.5-2-1.1-.9.7a5 5 0 0 1-2.8-2.8l.7-.9-1.1-2z" />
  </Icon>
);

const FacebookIcon = () => (
  <Icon filled>
    <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3A21 21 0 0 0 14.3 4C12 4 10.4 5.4 10.4 8v2.4H7.8v3h2.6V21z" />
  </Icon>
);

const InstagramIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);

const TikTokIcon = () => (
  <Icon filled>
    <path d="M16.2 3c.4 2.3 1.8 3.8 4 4v3.1a7 7 0 0 1-4-1.3v6.1A5.9 5.9 0 1 1 10.3 9h.9v3.2a2.8 2.8 0 1 0 1.9 2.7V3z" />
  </Icon>
);

export const SOCIAL_ICONS: Record<SocialNetwork, () => ReactNode> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  TikTok: TikTokIcon,
  WhatsApp: WhatsAppIcon,
};

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);
