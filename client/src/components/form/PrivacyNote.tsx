import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A form's word on what it keeps, with the way to the privacy notice. */
export function PrivacyNote({ children }: { children: ReactNode }) {
  return (
    <p className="form-text">
      {children} <Link to="/privacy">Read our privacy notice</Link>.
    </p>
  );
}
