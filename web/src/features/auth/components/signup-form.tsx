import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Card,
  CardContent,
  FormLabel,
  Link,
  Stack,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import { isOldEnough, parseBirthdate, toBirthdate } from '@shared/age';
import { BIRTH_YEAR_SPAN } from '@shared/constants';
import { AUTH_TEXTS, TOASTS, VALIDATION } from '@shared/messages-core';
import { type SignupForm as SignupValues, signupFormSchema } from '@shared/schemas/auth';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast/toast-store';
import { useSignUp } from '@/features/auth/api/sign-up';
import { registrationErrorMessage } from '@/features/auth/utils/auth-error-message';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const INVALID_BIRTHDAY = 'Please enter a valid birthday';

/** The last 100 years, counting back from the current year. */
export function birthYears(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: BIRTH_YEAR_SPAN }, (_, i) => current - i);
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

type Field = keyof SignupValues;

const EMPTY: SignupValues = {
  displayName: '',
  birthMonth: '',
  birthDay: '',
  birthYear: '',
  gender: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * Validates the whole form; returns the first message and the fields it concerns, or the birthdate.
 * Order: required fields, passwords match, password length (shared schema), then the birthday (13+).
 */
export function validateSignup(
  values: SignupValues,
  today: Date = new Date(),
): { ok: true; birthdate: string } | { ok: false; message: string; fields: Field[] } {
  const parsed = signupFormSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? VALIDATION.signupRequired;
    const fields: Field[] =
      message === VALIDATION.signupRequired
        ? (['displayName', 'email', 'password'] as const).filter((f) => !values[f].trim())
        : message === VALIDATION.passwordsMismatch
          ? ['confirmPassword']
          : ['password'];
    return { ok: false, message, fields };
  }
  const { birthYear, birthMonth, birthDay } = values;
  if (!birthYear || !birthMonth || !birthDay) {
    return {
      ok: false,
      message: VALIDATION.birthdayRequired,
      fields: (['birthMonth', 'birthDay', 'birthYear'] as const).filter((f) => !values[f]),
    };
  }
  const birthdate = toBirthdate(birthYear, birthMonth, birthDay);
  if (!parseBirthdate(birthdate)) {
    return { ok: false, message: INVALID_BIRTHDAY, fields: ['birthDay'] };
  }
  if (!isOldEnough(birthdate, today)) {
    return { ok: false, message: VALIDATION.tooYoung, fields: ['birthMonth', 'birthDay', 'birthYear'] };
  }
  return { ok: true, birthdate };
}

const nativeSelect = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} satisfies Partial<TextFieldProps>;

export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const years = useMemo(() => birthYears(), []);

  const signUp = useSignUp({
    onSuccess: () => {
      toast({ title: TOASTS.welcome, description: TOASTS.welcomeSignup, variant: 'success' });
      navigate('/onboarding');
    },
    onError: (error) => {
      toast({
        title: TOASTS.registrationFailed,
        description: registrationErrorMessage(error),
        variant: 'destructive',
      });
    },
  });

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: invalid.has(name),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (invalid.has(name)) setInvalid((s) => new Set([...s].filter((f) => f !== name)));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const result = validateSignup(values);
    if (!result.ok) {
      setInvalid(new Set(result.fields));
      toast({ title: TOASTS.error, description: result.message, variant: 'destructive' });
      return;
    }
    setInvalid(new Set());
    signUp.mutate({
      email: values.email.trim(),
      password: values.password,
      displayName: values.displayName.trim(),
      birthdate: result.birthdate,
    });
  };

  return (
    <Card component="section" aria-labelledby="signup-heading" sx={{ boxShadow: 12 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="signup-heading" variant="h4" component="h1">
          Join the Crowd
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Create your free account. You must be 13 or older to join.
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField
              label="Display Name"
              autoComplete="nickname"
              helperText="This is the name others see on your profile."
              {...field('displayName')}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1, fontSize: '0.85rem' }}>
                Birthday
              </FormLabel>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1.5fr 1fr 1.2fr', gap: 1 }}>
                <TextField label="Month" {...nativeSelect} {...field('birthMonth')}>
                  <option value="">Month</option>
                  {MONTHS.map((name, i) => (
                    <option key={name} value={String(i + 1)}>
                      {name}
                    </option>
                  ))}
                </TextField>
                <TextField label="Day" {...nativeSelect} {...field('birthDay')}>
                  <option value="">Day</option>
                  {DAYS.map((d) => (
                    <option key={d} value={String(d)}>
                      {d}
                    </option>
                  ))}
                </TextField>
                <TextField label="Year" {...nativeSelect} {...field('birthYear')}>
                  <option value="">Year</option>
                  {years.map((y) => (
                    <option key={y} value={String(y)}>
                      {y}
                    </option>
                  ))}
                </TextField>
              </Box>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.75, mx: 1.75 }}
              >
                Used only to check you are 13 or older. We don't store it.
              </Typography>
            </Box>
            <TextField label="Gender" {...nativeSelect} {...field('gender')}>
              <option value="">Prefer not to say</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="other">Other</option>
            </TextField>
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText={VALIDATION.passwordRule}
              {...field('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <SubmitButton
              pending={signUp.isPending}
              pendingLabel={AUTH_TEXTS.creatingAccount}
              size="large"
              fullWidth
              startIcon={<PersonAddIcon />}
            >
              {AUTH_TEXTS.createAccount}
            </SubmitButton>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/">
            Already have an account? Log in
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
