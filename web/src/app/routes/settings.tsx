import { SETTINGS_TEXTS } from '@shared/messages-core';
import type { CurrentUser } from '@shared/schemas/users';
import { lazy, Suspense } from 'react';
import { LEAVE_NOTICE_KEY } from '@/app/leave-notice';
import { CookieChoice } from '@/features/cookie-consent/components/cookie-choice';
import { EmailSection } from '@/features/email-confirm/components/email-section';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { SETTINGS_COOKIES_HEADING, SettingsScreen } from '@/features/settings/components/settings-screen';
import { hardRedirect } from '@/lib/redirect';
import { signOutLocally } from '@/lib/session/auth';

/** The Cookie Policy modal with the legal texts, loaded on first open. */
const CookiePolicyDialog = lazy(() =>
  import('@/features/legal/components/legal-documents').then((m) => ({ default: m.CookiePolicyDialog })),
);

/** Spoiler Guard's settings, loaded with the settings screen's first render but in a chunk of its own. */
const SpoilerSettingsSection = lazy(() => import('@/features/spoilers/components/spoiler-settings-section'));

/** Show-night alerts' switch, in a chunk of its own too. */
const AlertsSettingsSection = lazy(() => import('@/features/rooms/components/alerts-settings-section'));

/**
 * The account is closed (its calls answer 401 from now on): sign out of Cognito locally (a failure does not
 * keep the fan in) and reload on the landing page, which says "Account deleted" (showLeaveNotice). The
 * reload drops every cached screen, socket and timer.
 */
export async function leaveDeletedAccount(): Promise<void> {
  try {
    window.sessionStorage.setItem(
      LEAVE_NOTICE_KEY,
      JSON.stringify({
        title: SETTINGS_TEXTS.deleted,
        description: SETTINGS_TEXTS.deletedText,
        variant: 'success',
      }),
    );
  } catch {
    // Storage refused (private mode): the fan still leaves, only without the notice.
  }
  await signOutLocally();
  hardRedirect('/');
}

/**
 * /settings (docs/account.md): e-mail confirmation, password, Spoiler Guard (docs/spoilers.md), cookie choice, data export and account
 * deletion. No "Confirm your email" banner here: the e-mail section says it, with the code form.
 */
export function SettingsRoute({ user }: { user: CurrentUser }) {
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} maxWidth="sm">
      <SettingsScreen
        user={user}
        emailSection={<EmailSection user={user} />}
        cookieSection={
          <CookieChoice labelledBy={SETTINGS_COOKIES_HEADING} policyDialog={CookiePolicyDialog} />
        }
        spoilerSection={
          <Suspense fallback={null}>
            <SpoilerSettingsSection />
          </Suspense>
        }
        alertsSection={
          <Suspense fallback={null}>
            <AlertsSettingsSection />
          </Suspense>
        }
        onAccountDeleted={() => void leaveDeletedAccount()}
      />
    </MemberLayout>
  );
}
