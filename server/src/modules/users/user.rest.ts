import type { User } from './user.entity';

interface GuidePolicy {
  isAdmin(user: User): boolean;
  isPending(user: User): boolean;
}

/** The user as the REST clients of the specification read it. */
export function toRestUser(user: User, guides: GuidePolicy) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    isAdmin: guides.isAdmin(user),
    guideAccessPending: guides.isPending(user),
  };
}
