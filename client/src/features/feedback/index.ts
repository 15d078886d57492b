export { FeedbackSection } from './FeedbackSection';
