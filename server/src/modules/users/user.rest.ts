import { z } from 'zod';
import { isoTime } from '../../rest/api-contract';
import { SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import type { User } from './user.entity';

export const RestUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  createdAt: isoTime,
  isAdmin: z.boolean().meta({ description: 'A tour guide whose address is confirmed.' }),
});

/**
 * The account's language, for its owner only. REST gives it beside the user, whose shape is the
 * specification's.
 */
export const RestLanguage = z
  .enum(SITE_LANGUAGES)
  .meta({ description: "The account's language: the language of its emails." });

/** The user as the REST clients of the specification read it. */
export function toRestUser(user: User, isAdmin: boolean): z.infer<typeof RestUser> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    isAdmin,
  };
}
