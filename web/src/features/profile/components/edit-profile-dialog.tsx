import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
} from '@mui/material';
import { LIMITS } from '@shared/constants';
import { PROFILE_TEXTS, PROFILE_TOASTS } from '@shared/messages-social';
import { type CurrentUser, type EditProfileForm, editProfileFormSchema } from '@shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session/get-current-user';
import { useUpdateProfile } from '@/lib/session/update-profile';

type Field = keyof EditProfileForm;
type FieldErrors = Partial<Record<Field, string>>;

/** The first message of each invalid field, e.g. "Handle can only contain letters, numbers, and underscores". */
export function validateEditProfile(
  values: EditProfileForm,
): { ok: true; data: EditProfileForm } | { ok: false; errors: FieldErrors } {
  const parsed = editProfileFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

const FIELDS: { name: Field; label: string; max: number; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'displayName', label: 'Display Name', max: LIMITS.displayName, autoComplete: 'nickname' },
  { name: 'handle', label: 'Handle', max: LIMITS.handleMax, autoComplete: 'username' },
  { name: 'bio', label: 'Bio', max: LIMITS.bio, multiline: true },
  { name: 'favoriteWrestlers', label: 'Favorite Wrestlers', max: LIMITS.favoriteWrestlers },
  { name: 'favoritePromotions', label: 'Favorite Promotions', max: LIMITS.favoritePromotions },
];

function EditProfileFormBody({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useUpdateProfile();
  const [values, setValues] = useState<EditProfileForm>({
    displayName: user.displayName,
    handle: user.handle,
    bio: user.bio,
    favoriteWrestlers: user.favoriteWrestlers,
    favoritePromotions: user.favoritePromotions,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onChange = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setServerError(null);
    const result = validateEditProfile(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f.name]);
      if (first) (event.currentTarget.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      return;
    }
    save.mutate(result.data, {
      onSuccess: (updated) => {
        setSessionUser(queryClient, updated);
        toast({ title: PROFILE_TOASTS.updated, variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const message = apiErrorMessage(error);
        // A taken handle belongs next to the handle; other refusals show above the buttons.
        if (message && error instanceof ApiError && error.status === 409) setErrors({ handle: message });
        else setServerError(message);
        toast({
          title: PROFILE_TOASTS.updateFailed,
          description: message ?? undefined,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              value={values[f.name]}
              onChange={(e) => onChange(f.name, e.target.value)}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name]}
              multiline={f.multiline}
              minRows={f.multiline ? 3 : undefined}
              autoComplete={f.autoComplete ?? 'off'}
              slotProps={{
                htmlInput: { maxLength: f.max },
                input:
                  f.name === 'handle'
                    ? { startAdornment: <InputAdornment position="start">@</InputAdornment> }
                    : undefined,
              }}
            />
          ))}
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel={PROFILE_TEXTS.saving}>
          {PROFILE_TEXTS.saveChanges}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** The Edit Profile dialog (SPEC 2): each opening starts from the fan's saved profile. */
export function EditProfileDialog({
  user,
  open,
  onClose,
}: {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby="edit-profile-title"
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      <DialogTitle id="edit-profile-title">{PROFILE_TEXTS.editProfile}</DialogTitle>
      <EditProfileFormBody user={user} onClose={onClose} />
    </Dialog>
  );
}
