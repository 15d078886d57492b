import type { ReactNode } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router-dom';

/** A form's word on what it keeps, with the way to the privacy notice. */
export function PrivacyNote({ children }: { children: ReactNode }) {
  return (
    <p className="form-text">
      {children}{' '}
      <Trans id="<0>Read our privacy notice</0>." components={{ 0: <Link to="/privacy" /> }} />
    </p>
  );
}
