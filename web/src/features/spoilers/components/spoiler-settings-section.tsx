import { Stack } from '@mui/material';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import type { SpoilerSettings } from '@shared/schemas/spoilers';
import { DEFAULT_SPOILER_SETTINGS, LIFT_CHOICES, PROTECT_CHOICES } from '@shared/spoilers';
import { RadioChoice } from '@/components/ui/radio-choice';
import { useSpoilerSettings } from '@/features/spoilers/api/get-spoiler-settings';
import { useUpdateSpoilerSettings } from '@/features/spoilers/api/update-spoiler-settings';

/**
 * Settings' Spoiler Guard section (docs/spoilers.md): "Protect me from results of" (shows of promotions
 * I follow, all shows, none) and "Lift protection after the show ends" (24 hours, 3 days, 7 days,
 * never), each saved as it is chosen with the house's toast. Its own chunk, loaded with the section.
 */
export default function SpoilerSettingsSection() {
  const settings = useSpoilerSettings();
  const save = useUpdateSpoilerSettings();
  // While a save is on its way the choice shows what was chosen.
  const current: SpoilerSettings = save.isPending
    ? save.variables
    : (settings.data ?? DEFAULT_SPOILER_SETTINGS);
  const disabled = !settings.data || save.isPending;
  return (
    <Stack spacing={2}>
      <RadioChoice
        id="spoiler-protect"
        title={SPOILER_TEXTS.protectLabel}
        value={current.protect}
        options={PROTECT_CHOICES}
        labels={SPOILER_TEXTS.protectChoices}
        disabled={disabled}
        onChange={(protect) => save.mutate({ ...current, protect })}
      />
      <RadioChoice
        id="spoiler-lift"
        title={SPOILER_TEXTS.liftLabel}
        value={current.liftAfter}
        options={LIFT_CHOICES}
        labels={SPOILER_TEXTS.liftChoices}
        disabled={disabled}
        onChange={(liftAfter) => save.mutate({ ...current, liftAfter })}
      />
    </Stack>
  );
}
