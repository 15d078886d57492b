/** The languages the add form offers: the site's own, Sri Lanka's, and travellers' most asked. */
export const GUIDE_LANGUAGE_CHOICES = [
  'en',
  'de',
  'fr',
  'ru',
  'zh',
  'si',
  'ta',
  'ja',
  'es',
  'it',
  'nl',
] as const;
