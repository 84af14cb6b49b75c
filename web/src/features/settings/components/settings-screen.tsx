import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BlockIcon from '@mui/icons-material/Block';
import CookieIcon from '@mui/icons-material/Cookie';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOffOutlined';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { EMAIL_TEXTS } from '@shared/messages-account';
import { BLOCK_TEXTS, MENTION_TEXTS, WORD_TEXTS } from '@shared/messages-controls';
import { SETTINGS_TEXTS } from '@shared/messages-core';
import { ROOM_TEXTS } from '@shared/messages-rooms';
import { SPOILER_TEXTS } from '@shared/messages-spoilers';
import { TWO_STEP_TEXTS } from '@shared/messages-two-step';
import type { CurrentUser } from '@shared/schemas/users';
import { type ReactNode, useState } from 'react';
import { BlockedAccounts, MutedAccounts } from './blocked-muted-sections';
import { DataSection } from './data-section';
import { DeleteAccountDialog } from './delete-account-dialog';
import { MutedWordsSection } from './muted-words-section';
import { PasswordSection } from './password-section';
import { ReplyControlsSection } from './reply-controls-section';
import { SettingsSection } from './settings-section';
import { TwoStepSection } from './two-step-section';

/** The cookie section's heading (its choice, passed in, names its radio group by it). */
export const SETTINGS_COOKIES_HEADING = 'settings-cookies-heading';

/**
 * /settings (docs/account.md): the e-mail and its confirmation (from app/, the email-confirm feature),
 * the password, two-step verification, who may mention and reply, Spoiler Guard (from app/, the spoilers feature), show-night alerts (from app/, the rooms feature), the fans blocked and muted (with Unblock, Unmute), the cookie choice (from app/, the cookie-consent feature), "Download my data" and the
 * danger zone where the fan deletes their account (SPEC 1's Terms).
 */
export function SettingsScreen({
  user,
  emailSection,
  cookieSection,
  spoilerSection,
  alertsSection,
  onAccountDeleted,
}: {
  user: CurrentUser;
  /** Whether the fan's address is confirmed, and the code form while it is not (another feature's). */
  emailSection: ReactNode;
  /** The cookie choice and its policy (another feature's, passed in). */
  cookieSection: ReactNode;
  /** Spoiler Guard's settings (another feature's, passed in; docs/spoilers.md). */
  spoilerSection?: ReactNode;
  /** Show-night alerts' switch (the rooms feature's, passed in; docs/rooms.md). */
  alertsSection?: ReactNode;
  /** The account is closed: sign the fan out and leave (app/ decides how). */
  onAccountDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const sections = [
    {
      id: 'email',
      title: EMAIL_TEXTS.sectionTitle,
      text: EMAIL_TEXTS.sectionText,
      icon: <EmailIcon />,
      content: emailSection,
    },
    {
      id: 'password',
      title: SETTINGS_TEXTS.passwordTitle,
      text: SETTINGS_TEXTS.passwordText,
      icon: <LockIcon />,
      content: <PasswordSection email={user.email} />,
    },
    {
      id: 'two-step',
      title: TWO_STEP_TEXTS.sectionTitle,
      text: TWO_STEP_TEXTS.sectionText,
      icon: <PhonelinkLockIcon />,
      content: <TwoStepSection user={user} />,
    },
    {
      id: 'mentions',
      title: MENTION_TEXTS.sectionTitle,
      text: MENTION_TEXTS.sectionText,
      icon: <AlternateEmailIcon />,
      content: <ReplyControlsSection user={user} />,
    },
    ...(spoilerSection
      ? [
          {
            id: 'spoilers',
            title: SPOILER_TEXTS.settingsHeading,
            text: SPOILER_TEXTS.settingsText,
            icon: <ShieldOutlinedIcon />,
            content: spoilerSection,
          },
        ]
      : []),
    ...(alertsSection
      ? [
          {
            id: 'alerts',
            title: ROOM_TEXTS.alertsHeading,
            text: ROOM_TEXTS.alertsText,
            icon: <NotificationsActiveIcon />,
            content: alertsSection,
          },
        ]
      : []),
    {
      id: 'blocked',
      title: BLOCK_TEXTS.blockedHeading,
      text: BLOCK_TEXTS.blockedIntro,
      icon: <BlockIcon />,
      content: <BlockedAccounts />,
    },
    {
      id: 'muted',
      title: BLOCK_TEXTS.mutedHeading,
      text: BLOCK_TEXTS.mutedIntro,
      icon: <VolumeOffIcon />,
      content: <MutedAccounts />,
    },
    {
      id: 'muted-words',
      title: WORD_TEXTS.title,
      text: WORD_TEXTS.intro,
      icon: <SpeakerNotesOffIcon />,
      content: <MutedWordsSection />,
    },
    {
      id: 'cookies',
      title: SETTINGS_TEXTS.cookiesTitle,
      text: SETTINGS_TEXTS.cookiesText,
      icon: <CookieIcon />,
      content: cookieSection,
    },
    {
      id: 'data',
      title: SETTINGS_TEXTS.dataTitle,
      text: SETTINGS_TEXTS.dataText,
      icon: <DownloadIcon />,
      content: <DataSection />,
    },
  ];
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          {SETTINGS_TEXTS.title}
        </Typography>
        <Typography color="text.secondary">{SETTINGS_TEXTS.intro}</Typography>
      </Box>
      {sections.map(({ content, ...section }) => (
        <SettingsSection key={section.id} {...section}>
          {content}
        </SettingsSection>
      ))}
      <SettingsSection
        id="delete"
        title={SETTINGS_TEXTS.deleteAccount}
        text={SETTINGS_TEXTS.deleteText}
        icon={<DeleteForeverIcon />}
        danger
      >
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => setDeleting(true)}
          aria-haspopup="dialog"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {SETTINGS_TEXTS.deleteAccount}
        </Button>
      </SettingsSection>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />
    </Stack>
  );
}
