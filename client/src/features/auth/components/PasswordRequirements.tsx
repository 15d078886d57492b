import { useLingui } from '@lingui/react';
import { PASSWORD_MIN_LENGTH } from '@lanka-tours/shared/account-rules';

/**
 * The specification lists three; the server enforces the length (the others are advice). Labels
 * in English, the ids of their translations ({min} is the minimum length).
 */
const REQUIREMENTS: { label: string; met?: (password: string) => boolean }[] = [
  {
    label: /*i18n*/ 'Minimum {min} characters',
    met: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: /*i18n*/ 'Include a number or special character',
    met: (password) => /[^\p{L}]/u.test(password),
  },
  { label: /*i18n*/ 'Not a previously used password' },
];

export function PasswordRequirements({ password }: { password: string }) {
  const { i18n } = useLingui();
  return (
    <div className="password-requirements mb-4">
      <p id="password-requirements-title" className="mb-1 fw-semibold">
        {i18n._('Password requirements')}
      </p>
      <ul aria-labelledby="password-requirements-title">
        {REQUIREMENTS.map(({ label, met }) => {
          const done = met?.(password) ?? false;
          return (
            <li key={label} className={done ? 'met' : undefined}>
              <span aria-hidden="true">{done ? '✓' : '•'}</span>{' '}
              {i18n._(label, { min: PASSWORD_MIN_LENGTH })}
              {done && <span className="visually-hidden"> {i18n._('(met)')}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
