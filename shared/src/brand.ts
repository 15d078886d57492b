/** The company's name and business address, which the server's emails need too. */
export const BRAND_NAME = 'Serendib Trails';
export const BUSINESS_EMAIL = 'hello@serendibtrails.lk';
/** The company's day: its tours start in Sri Lanka, and its year numbers its references. */
export const COMPANY_TIME_ZONE = 'Asia/Colombo';
