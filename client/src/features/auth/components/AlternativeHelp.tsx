import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SupportContacts } from './SupportContacts';
import '../../../styles/buttons.css';

/** The forgot-password page's other ways back in: the support team, or the security questions. */
export function AlternativeHelp({ onBack }: { onBack: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form, so focus moves to its heading instead of being lost.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="alternative-help-heading">
      <h2 id="alternative-help-heading" ref={headingRef} tabIndex={-1} className="h5">
        Can&apos;t access your email?
      </h2>
      <p>Contact our support team and we will help you back into your account:</p>
      <SupportContacts />
      <p>
        Or, if you have set security questions on your profile,{' '}
        <Link to="/security-questions">answer your security questions</Link> to choose a new
        password.
      </p>
      <button type="button" className="btn btn-outline-brand w-100" onClick={onBack}>
        Back
      </button>
    </section>
  );
}
