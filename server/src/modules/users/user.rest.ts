import type { User } from './user.entity';

/** The user as the REST clients of the specification read it. */
export function toRestUser(user: User, isAdmin: boolean) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    isAdmin,
  };
}
