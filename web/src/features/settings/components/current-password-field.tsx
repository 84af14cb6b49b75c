import { Alert } from '@mui/material';
import { LIMITS } from '@shared/constants';
import { SETTINGS_TEXTS } from '@shared/messages-core';
import { TextField } from '@/components/ui/text-field';

/**
 * The password asked again before a step that cannot be taken on a signed-in session alone (delete
 * the account, turn two-step verification off), with the refusal said under it. Typing clears it.
 */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  onClearError,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  onClearError: () => void;
  disabled: boolean;
}) {
  return (
    <>
      <TextField
        label={SETTINGS_TEXTS.passwordTitle}
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          if (error) onClearError();
        }}
        error={error !== null}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: LIMITS.passwordMax } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}
