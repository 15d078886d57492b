import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReviewInvitationQuery } from '../../graphql/generated';
import { serverMessage } from '../../lib/server-errors';

/** Where the link's token waits while its traveller signs in to write the review. */
const STORED = 'review-invitation';

function storedToken(): string | null {
  return typeof window === 'undefined' ? null : window.sessionStorage.getItem(STORED);
}

/**
 * The tour the link emailed after it invites the visitor to review (`?review=<token>`), kept for
 * the tab while they sign in: its token for the review, the tour and its month, or why the link
 * does not serve. `done` forgets it once the review is written.
 */
export function useReviewInvitation() {
  const [params] = useSearchParams();
  const fromLink = params.get('review');
  const [token, setToken] = useState(() => fromLink ?? storedToken());
  useEffect(() => {
    if (fromLink) window.sessionStorage.setItem(STORED, fromLink);
  }, [fromLink]);
  const { data, error } = useReviewInvitationQuery({
    variables: { token: token ?? '' },
    skip: !token,
  });
  const done = () => {
    window.sessionStorage.removeItem(STORED);
    setToken(null);
  };
  return {
    token: data ? token : null,
    trip: token ? (data?.reviewInvitation ?? null) : null,
    refusal: token && error ? (serverMessage(error) ?? null) : null,
    done,
  };
}

export type ReviewInvitation = ReturnType<typeof useReviewInvitation>;
