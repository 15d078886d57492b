import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** The specification's pause on a success message before going to sign in. */
export const REDIRECT_DELAY_MS = 3000;

/** After a new password is set: /login a moment later, carrying the success message. */
export function useRedirectToLogin(): (message: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (message: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => navigate('/login', { replace: true, state: { message, type: 'success' } }),
        REDIRECT_DELAY_MS,
      );
    },
    [navigate],
  );
}
