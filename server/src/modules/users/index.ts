/** The users module's public face: the account row and the queries the account modules share. */
export { User } from './user.entity';
export { findUserByEmail, markEmailVerified, revokeSessions } from './user-queries';
export { RestLanguage, RestUser, toRestUser } from './user.rest';
