import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import {
  SaveLanguageDocument,
  type AuthProvider_UserFragment,
} from '../../graphql/session.generated';
import { usePageLanguage } from '../../lib/page-language';
import { takeLanguageSwitch } from '../layout/language-choice';

/**
 * A signed-in visitor who switched the site's language (the header's menu, the offer) has it
 * saved on the account, which their emails are written in. Browsing a page in another language
 * by a link changes nothing.
 */
export function useSavedLanguage(
  client: ApolloClient | null,
  user: AuthProvider_UserFragment | null | undefined,
): void {
  const pageLanguage = usePageLanguage();
  useEffect(() => {
    if (!client || !user || takeLanguageSwitch() !== pageLanguage) return;
    if (user.language === pageLanguage) return;
    const input = { name: user.name, country: user.country, language: pageLanguage };
    // Not saved now (offline, the server away): the account keeps its language, as before.
    client.mutate({ mutation: SaveLanguageDocument, variables: { input } }).catch(() => {});
  }, [client, user, pageLanguage]);
}
