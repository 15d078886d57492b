/** How far and how long the company may set its timed messages. */
export const TIMED_MESSAGE_DAYS_MAX = 30;
export const WORDING_SUBJECT_MAX_LENGTH = 200;
export const WORDING_BODY_MAX_LENGTH = 4000;
/** A booking's pickup place: a hotel's name and street. */
export const PICKUP_PLACE_MAX_LENGTH = 200;
