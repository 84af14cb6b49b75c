import CampaignIcon from '@mui/icons-material/Campaign';
import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ShieldIcon from '@mui/icons-material/Shield';
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { LIMITS } from '@shared/constants';
import { ONBOARDING_TEXTS } from '@shared/messages-account';
import type { CurrentUser } from '@shared/schemas/users';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { UserAvatar } from '@/components/ui/user-avatar';
import { BRAND } from '@/config/theme';
import { hasPicture } from '@/features/onboarding/utils/steps';

function StepHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography
        id={id}
        tabIndex={-1}
        variant="h4"
        component="h2"
        sx={{ fontSize: { xs: '1.35rem', sm: '1.5rem' }, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function PictureStep({ user, onChoose }: { user: CurrentUser; onChoose: () => void }) {
  const done = hasPicture(user);
  return (
    <section aria-labelledby="step-picture">
      <StepHeading id="step-picture" title="Add a Profile Picture">
        Show the crowd who you are. Pick one image of up to 5 MB; you can crop or rotate it before it goes up.
      </StepHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <UserAvatar
          name={user.displayName}
          src={user.profileImageUrl}
          size={120}
          sx={{ border: `4px solid ${BRAND.gold}`, boxShadow: 6 }}
        />
        <Box sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={onChoose}
            aria-haspopup="dialog"
          >
            {done ? 'Change Picture' : 'Upload Picture'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {done ? 'Looking good! Continue when you are ready.' : 'A picture is needed to continue.'}
          </Typography>
        </Box>
      </Stack>
    </section>
  );
}

export function BioStep({ bio, onChange }: { bio: string; onChange: (bio: string) => void }) {
  return (
    <section aria-labelledby="step-bio">
      <StepHeading id="step-bio" title="Tell Us About Yourself">
        How did you get hooked on wrestling? Who do you cheer, who do you boo?
      </StepHeading>
      <TextField
        label="Bio"
        name="bio"
        multiline
        minRows={4}
        value={bio}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Lifelong fan since the Attitude Era. I live for a good ladder match."
        slotProps={{ htmlInput: { maxLength: LIMITS.bio } }}
        helperText={`${bio.length}/${LIMITS.bio}`}
      />
    </section>
  );
}

export function FavoritesStep({
  wrestlers,
  promotions,
  onWrestlers,
  onPromotions,
  renderMatches,
}: {
  wrestlers: string;
  promotions: string;
  onWrestlers: (value: string) => void;
  onPromotions: (value: string) => void;
  /** Catalogue matches for the typed names, to follow (composed by the route). */
  renderMatches?: (text: string, kind: 'wrestler' | 'promotion') => ReactNode;
}) {
  return (
    <section aria-labelledby="step-favorites">
      <StepHeading id="step-favorites" title="Your Wrestling Favorites">
        Tell fellow fans who you follow. Separate names with commas.
      </StepHeading>
      <Stack spacing={2.5}>
        <TextField
          label="Favorite Wrestlers"
          name="favoriteWrestlers"
          value={wrestlers}
          onChange={(e) => onWrestlers(e.target.value)}
          placeholder="Stone Cold Steve Austin, Bianca Belair, Kenny Omega"
          slotProps={{ htmlInput: { maxLength: LIMITS.favoriteWrestlers } }}
        />
        {renderMatches?.(wrestlers, 'wrestler')}
        <TextField
          label="Favorite Promotions"
          name="favoritePromotions"
          value={promotions}
          onChange={(e) => onPromotions(e.target.value)}
          placeholder="WWE, AEW, NJPW"
          slotProps={{ htmlInput: { maxLength: LIMITS.favoritePromotions } }}
        />
        {renderMatches?.(promotions, 'promotion')}
      </Stack>
    </section>
  );
}

/** Step 4's list (texts: ONBOARDING_TEXTS.canDo), each with its icon. */
const CAN_DO_ICONS: Record<keyof typeof ONBOARDING_TEXTS.canDo, ReactNode> = {
  post: <CampaignIcon />,
  tag: <LocalOfferIcon />,
  pop: <EmojiEventsIcon />,
  comment: <ChatBubbleIcon />,
  follow: <SportsKabaddiIcon />,
  shows: <EventIcon />,
  trending: <TrendingUpIcon />,
  controls: <ShieldIcon />,
};
const WHAT_YOU_CAN_DO = Object.entries(ONBOARDING_TEXTS.canDo).map(([key, text]) => ({
  icon: CAN_DO_ICONS[key as keyof typeof CAN_DO_ICONS],
  text,
}));

export function AllSetStep() {
  return (
    <section aria-labelledby="step-all-set">
      <StepHeading id="step-all-set" title={ONBOARDING_TEXTS.allSet}>
        {ONBOARDING_TEXTS.allSetText}
      </StepHeading>
      <List dense disablePadding>
        {WHAT_YOU_CAN_DO.map((item) => (
          <ListItem key={item.text} disableGutters>
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.text} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
