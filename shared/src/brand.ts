/** The company's name and business address, which the server's emails need too. */
export const BRAND_NAME = 'Serendib Trails';
export const BUSINESS_EMAIL = 'hello@serendibtrails.lk';
