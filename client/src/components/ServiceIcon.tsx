import type { ReactNode } from 'react';
import type { ServiceIconName } from '@lanka-tours/shared/content';

const PATHS: Record<ServiceIconName, ReactNode> = {
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  hotel: (
    <>
      <path d="M3 20V6m0 8h18v6M3 10h7v4" />
      <path d="M10 10h8a3 3 0 0 1 3 3v1" />
      <circle cx="6.5" cy="10.5" r="1" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4m8-4v4m-8 7 2 2 4-4" />
    </>
  ),
  car: (
    <>
      <path d="M5 16V11l2-5h10l2 5v5" />
      <path d="M3 16h18v3H3zM5 11h14" />
      <circle cx="7.5" cy="19" r="1.5" />
      <circle cx="16.5" cy="19" r="1.5" />
    </>
  ),
  guide: (
    <>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21a7 7 0 0 1 14 0" />
      <path d="m16 4 3-1v5l-3 1" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-9 5-14 15-15 0 10-5 15-13 15" />
      <path d="M5 19c3-4 6-7 10-9" />
    </>
  ),
  support: (
    <>
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </>
  ),
};

/** A decorative line icon for a service: the card's title carries the meaning. */
export function ServiceIcon({ name, size = 32 }: { name: ServiceIconName; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
