/** The feedback form, the rating summary and the list, as Home's feedback section loads them. */
export { default } from './FeedbackPanel';
