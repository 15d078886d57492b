import { PASSWORD_MIN_LENGTH } from '@shared/account-rules';

/** The specification lists three; the server enforces the length (the others are advice). */
const REQUIREMENTS: { label: string; met?: (password: string) => boolean }[] = [
  {
    label: `Minimum ${PASSWORD_MIN_LENGTH} characters`,
    met: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'Include a number or special character', met: (password) => /[^\p{L}]/u.test(password) },
  { label: 'Not a previously used password' },
];

export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div className="password-requirements mb-4">
      <p id="password-requirements-title" className="mb-1 fw-semibold">
        Password requirements
      </p>
      <ul aria-labelledby="password-requirements-title">
        {REQUIREMENTS.map(({ label, met }) => {
          const done = met?.(password) ?? false;
          return (
            <li key={label} className={done ? 'met' : undefined}>
              <span aria-hidden="true">{done ? '✓' : '•'}</span> {label}
              {done && <span className="visually-hidden"> (met)</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
