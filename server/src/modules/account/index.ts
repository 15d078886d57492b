/** The account module's public face: the signed-in user's profile, password and deletion. */
export { ACCOUNT_API } from './account.contract';
export { AccountResolver } from './account.resolver';
export { accountRoutes } from './account.routes';
export { AccountService } from './account.service';
