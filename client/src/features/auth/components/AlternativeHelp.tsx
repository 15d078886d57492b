import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { SupportContacts } from './SupportContacts';
import '../../../styles/buttons.css';

/** The forgot-password page's other ways back in: the support team, or the security questions. */
export function AlternativeHelp({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form, so focus moves to its heading instead of being lost.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="alternative-help-heading">
      <h2 id="alternative-help-heading" ref={headingRef} tabIndex={-1} className="h5">
        {i18n._("Can't access your email?")}
      </h2>
      <p>{i18n._('Contact our support team and we will help you back into your account:')}</p>
      <SupportContacts />
      <p>
        <Trans
          id="Or, if you have set security questions on your profile, <0>answer your security questions</0> to choose a new password."
          components={{ 0: <Link to="/security-questions" /> }}
        />
      </p>
      <button type="button" className="btn btn-outline-brand w-100" onClick={onBack}>
        {i18n._('Back')}
      </button>
    </section>
  );
}
