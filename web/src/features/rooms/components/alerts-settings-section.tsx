import { FormControlLabel, Switch } from '@mui/material';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { useAlertSettings } from '@/features/rooms/api/get-alert-settings';
import { useUpdateAlertSettings } from '@/features/rooms/api/update-alert-settings';

/**
 * Settings' show-night alerts section (docs/rooms.md "Show-night alerts"): one switch, off by default,
 * saved as it is flipped with the house's toast. Its own chunk, loaded with the section (as Spoiler
 * Guard's). The section's heading and text (ROOM_TEXTS.alertsHeading, alertsText) come with it.
 */
export default function AlertsSettingsSection() {
  const settings = useAlertSettings();
  const save = useUpdateAlertSettings();
  // While a save is on its way the switch shows what was chosen.
  const on = save.isPending ? save.variables.showNight : (settings.data?.showNight ?? false);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={on}
          disabled={!settings.data || save.isPending}
          onChange={(_, checked) => save.mutate({ showNight: checked })}
        />
      }
      label={ROOM_TEXTS.alertsHeading}
    />
  );
}
