import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { PasswordField } from '../../../components/form/PasswordField';

type BoundField = Omit<ComponentProps<typeof PasswordField>, 'id' | 'label'>;

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: BoundField;
  confirmPassword: BoundField;
}

/** The new password and its confirmation, as every password-setting form asks for them. */
export function NewPasswordFields({ idPrefix, password, confirmPassword }: NewPasswordFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={i18n._('New Password')}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={i18n._('Confirm New Password')}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
