import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A form's submit button: contained, disabled while the form is being sent, and saying so meanwhile
 * ("Log In" becomes "Logging in..."). `disabled` adds further reasons to wait (e.g. nothing typed yet).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" variant="contained" {...props} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
