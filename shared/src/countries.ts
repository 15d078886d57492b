export const COUNTRIES = [
  'Australia',
  'Canada',
  'China',
  'France',
  'Germany',
  'India',
  'Italy',
  'Japan',
  'Netherlands',
  'New Zealand',
  'Russia',
  'Singapore',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Other',
] as const;

export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}
