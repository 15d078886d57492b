/** The auth module's public face: sign-in, the tokens and emails of accounts, guide access. */
export { AccountEmails } from './account-emails';
export { AUTH_API, AUTH_SCHEMAS } from './auth.contract';
export { AuthPayload } from './auth.inputs';
export { AuthResolver } from './auth.resolver';
export { authRoutes } from './auth.routes';
export { AuthService, type AuthResult } from './auth.service';
export { guideAccessRoutes } from './guide-access.routes';
export { GuideAccessService } from './guide-access.service';
export { LoginLimits } from './login-limits';
export { PasswordConfirmation } from './password-confirmation';
export { hashPassword, verifyPassword } from './password-hasher';
export {
  consumeResetToken,
  discardResetTokens,
  isLiveResetToken,
  issueResetToken,
  NO_USER,
} from './reset-tokens';
export { SessionTokens } from './session-tokens';
export { SignupLimit } from './signup-limit';
