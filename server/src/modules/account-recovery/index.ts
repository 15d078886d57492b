/**
 * The account recovery module's public face: back into an account without its password, by an
 * emailed link, by the security questions, or by asking the support team.
 */
export { ManualVerificationResolver } from './manual-verification.resolver';
export { ManualVerificationService } from './manual-verification.service';
export { PASSWORD_RESET_API } from './password-reset.contract';
export { PasswordResetResolver } from './password-reset.resolver';
export { passwordResetRoutes } from './password-reset.routes';
export { PasswordResetService } from './password-reset.service';
export { SecurityQuestionsResolver } from './security-questions.resolver';
export { SecurityQuestionsService } from './security-questions.service';
