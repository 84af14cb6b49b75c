import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ONBOARDING_STEPS } from '@shared/constants';
import { ONBOARDING_TEXTS, ONBOARDING_TOASTS as T } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProfilePictureDialog } from '@/components/profile-picture/profile-picture-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { fanName } from '@/components/ui/user-avatar';
import {
  hasPicture,
  type OnboardingStep,
  progressPercent,
  startStep,
  stepDone,
} from '@/features/onboarding/utils/steps';
import { setSessionUser } from '@/lib/session/get-current-user';
import { sessionKeys } from '@/lib/session/session-keys';
import { useUpdateProfile } from '@/lib/session/update-profile';
import { AllSetStep, BioStep, FavoritesStep, PictureStep } from './onboarding-steps';

/**
 * The 4-step onboarding wizard (SPEC 2 and 4). The router renders it on every path while the
 * profile is incomplete. The answer that completes the profile is held back until "Enter
 * Ringside!": the route table switches to the member screens only then, so step 4 stays on screen.
 */
export function OnboardingWizard({
  user,
  renderMatches,
}: {
  user: CurrentUser;
  /** Step 3's catalogue matches for the typed favourites (the route composes them). */
  renderMatches?: (text: string, kind: 'wrestler' | 'promotion') => ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpdateProfile();
  const [completeOnEntry] = useState(user.completeness.isComplete);
  const [held, setHeld] = useState<CurrentUser | null>(null);
  const current = held ?? user;
  const [step, setStep] = useState<OnboardingStep>(() => startStep(user));
  const [bio, setBio] = useState(user.bio);
  const [wrestlers, setWrestlers] = useState(user.favoriteWrestlers);
  const [promotions, setPromotions] = useState(user.favoritePromotions);
  const [pictureOpen, setPictureOpen] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // SPEC 4: entering with a complete profile shows "Profile Complete" and goes to "/".
  useEffect(() => {
    if (!completeOnEntry) return;
    toast({ title: T.complete, description: T.completeText, variant: 'success' });
    navigate('/', { replace: true });
  }, [completeOnEntry, navigate]);

  // Keep keyboard and screen-reader users oriented: a new step moves focus to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  /** An updated fan becomes the session user, unless it completes the profile (see above). */
  const apply = (next: CurrentUser) => {
    if (next.completeness.isComplete) setHeld(next);
    else setSessionUser(queryClient, next);
  };

  const saveBio = () => {
    const text = bio.trim();
    if (!text) {
      toast({ title: T.bioRequired, description: T.bioRequiredText, variant: 'destructive' });
      return;
    }
    save.mutate(
      { bio: text },
      {
        onSuccess: (next) => {
          apply(next);
          toast({ title: T.bioSaved, description: T.bioSavedText, variant: 'success' });
          setStep(3);
        },
        onError: () => toast({ title: T.error, description: T.bioFailedText, variant: 'destructive' }),
      },
    );
  };

  const saveFavorites = () => {
    const favoriteWrestlers = wrestlers.trim();
    const favoritePromotions = promotions.trim();
    if (!favoriteWrestlers || !favoritePromotions) {
      toast({ title: T.favoritesRequired, description: T.favoritesRequiredText, variant: 'destructive' });
      return;
    }
    save.mutate(
      { favoriteWrestlers, favoritePromotions },
      {
        onSuccess: (next) => {
          apply(next);
          toast({ title: T.favoritesSaved, description: T.favoritesSavedText, variant: 'success' });
          setStep(4);
        },
        onError: () => toast({ title: T.error, description: T.favoritesFailedText, variant: 'destructive' }),
      },
    );
  };

  const enter = () => {
    navigate('/', { replace: true });
    if (held) setSessionUser(queryClient, held);
    else void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    toast({ title: T.welcome, description: T.welcomeText, variant: 'success' });
  };

  const onContinue = () => {
    if (save.isPending) return;
    if (step === 1 && hasPicture(current)) setStep(2);
    else if (step === 2) saveBio();
    else if (step === 3) saveFavorites();
    else if (step === 4) enter();
  };

  const canSkip = step < 4 && stepDone(step, current);
  const onSkip = () => {
    if (canSkip) setStep((step + 1) as OnboardingStep);
  };

  if (completeOnEntry) return null;

  const percent = progressPercent(step);
  const name = fanName(user.displayName);
  return (
    <Card component="section" aria-labelledby="onboarding-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" color="primary">
          Onboarding
        </Typography>
        <Typography
          id="onboarding-heading"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
        >
          Let's finish your profile, {name}
        </Typography>
        <Box sx={{ mt: 2.5, mb: 3.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Step {step} of {ONBOARDING_STEPS}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {percent}% complete
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Onboarding progress"
            sx={{ height: 8, borderRadius: 4, bgcolor: 'rgba(255,255,255,0.1)' }}
          />
        </Box>

        <Box ref={stepRef}>
          {step === 1 && <PictureStep user={current} onChoose={() => setPictureOpen(true)} />}
          {step === 2 && <BioStep bio={bio} onChange={setBio} />}
          {step === 3 && (
            <FavoritesStep
              wrestlers={wrestlers}
              promotions={promotions}
              onWrestlers={setWrestlers}
              onPromotions={setPromotions}
              renderMatches={renderMatches}
            />
          )}
          {step === 4 && <AllSetStep />}
        </Box>

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 4, justifyContent: 'flex-end' }}
        >
          {canSkip && (
            <Button variant="text" color="inherit" onClick={onSkip} disabled={save.isPending}>
              {ONBOARDING_TEXTS.skip}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={onContinue}
            disabled={save.isPending || (step === 1 && !hasPicture(current))}
            endIcon={step === 4 ? undefined : <ArrowForwardIcon />}
          >
            {step === 4
              ? ONBOARDING_TEXTS.enter
              : save.isPending
                ? ONBOARDING_TEXTS.saving
                : ONBOARDING_TEXTS.continue}
          </Button>
        </Stack>
      </CardContent>
      <ProfilePictureDialog open={pictureOpen} onClose={() => setPictureOpen(false)} onSaved={apply} />
    </Card>
  );
}
