import { Box, Stack } from '@mui/material';
import { LIMITS } from '@shared/constants';
import { SETTINGS_TEXTS, TOASTS, VALIDATION } from '@shared/messages-core';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useChangePassword } from '@/features/settings/api/update-password';
import {
  type PasswordField,
  type PasswordForm,
  passwordChangeErrorMessage,
  validatePasswordForm,
} from '@/features/settings/utils/password-rules';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: SETTINGS_TEXTS.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: SETTINGS_TEXTS.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: SETTINGS_TEXTS.confirmPassword, autoComplete: 'new-password' },
];

/** Change password: the current one, the new one twice; Cognito checks the current one. */
export function PasswordSection({ email }: { email: string }) {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordForm>(EMPTY);
  const [problem, setProblem] = useState<{ message: string; fields: PasswordField[] } | null>(null);

  const onChange = (name: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (problem?.fields.includes(name)) setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const result = validatePasswordForm(values);
    if (!result.ok) {
      setProblem({ message: result.message, fields: result.fields });
      toast({ title: TOASTS.error, description: result.message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({ title: SETTINGS_TEXTS.passwordUpdated, variant: 'success' });
        },
        onError: (error) => {
          const message = passwordChangeErrorMessage(error);
          if (message === SETTINGS_TEXTS.wrongPassword) setProblem({ message, fields: ['currentPassword'] });
          toast({ title: SETTINGS_TEXTS.passwordFailed, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={SETTINGS_TEXTS.passwordTitle}>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        {FIELDS.map((f) => {
          const invalid = problem?.fields.includes(f.name) ?? false;
          return (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type="password"
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={(e) => onChange(f.name, e.target.value)}
              error={invalid}
              helperText={
                invalid && problem?.fields[0] === f.name
                  ? problem.message
                  : f.name === 'newPassword'
                    ? VALIDATION.passwordRule
                    : undefined
              }
              slotProps={{ htmlInput: { maxLength: LIMITS.passwordMax } }}
            />
          );
        })}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton
            pending={change.isPending}
            pendingLabel={SETTINGS_TEXTS.updating}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {SETTINGS_TEXTS.updatePassword}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
