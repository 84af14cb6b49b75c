import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { CurrentUser, ProfileField } from '../../../../../shared/schemas';
import { DEFAULT_DISPLAY_NAME } from '../../../components/ui/user-avatar';

const FIELD_LABELS: Record<ProfileField, string> = {
  profile_picture: 'Profile picture',
  bio: 'Bio',
  favorite_wrestlers: 'Favourite wrestlers',
  favorite_promotions: 'Favourite promotions',
};

/** Shown to fans whose profile is incomplete, on every path, until the wizard ships. */
export function OnboardingPlaceholder({ user }: { user: CurrentUser }) {
  const { completeness } = user;
  const done = new Set(completeness.completedFields);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" color="primary">
          Onboarding
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Let's finish your profile, {user.displayName.trim() || DEFAULT_DISPLAY_NAME}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The step-by-step onboarding wizard is coming soon. Once your profile is complete you'll get the full
          Ringside experience.
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="body2">Profile completeness</Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {completeness.percent}%
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={completeness.percent}
            aria-label="Profile completeness"
            sx={{ height: 8, borderRadius: 4, bgcolor: 'rgba(255,255,255,0.1)' }}
          />
        </Box>
        <List dense sx={{ mt: 2 }}>
          {(Object.keys(FIELD_LABELS) as ProfileField[]).map((field) => (
            <ListItem key={field} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {done.has(field) ? (
                  <CheckCircleIcon color="success" fontSize="small" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
                )}
              </ListItemIcon>
              <ListItemText primary={FIELD_LABELS[field]} secondary={done.has(field) ? 'Done' : 'To do'} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
