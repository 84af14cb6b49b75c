import { cookiePolicy } from '@/features/legal/content/cookie-policy';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { termsOfUse } from '@/features/legal/content/terms-of-use';
import type { LegalDocument, LegalDocumentId } from '@/features/legal/content/types';
import { LegalDialog } from './legal-dialog';

/**
 * The legal texts with their modal, loaded on first open (the footer, the cookie banner and the settings'
 * cookie choice import this module lazily): no first load carries them.
 */
const DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
  cookies: cookiePolicy,
};

/** The legal footer's modal: closed or one document open. */
export function LegalDocumentDialog({
  open,
  onClose,
}: {
  open: LegalDocumentId | null;
  onClose: () => void;
}) {
  return <LegalDialog document={open ? DOCUMENTS[open] : null} onClose={onClose} />;
}

/** The Cookie Policy modal on its own, for the cookie banner and the settings' cookie choice. */
export function CookiePolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <LegalDialog document={open ? cookiePolicy : null} onClose={onClose} />;
}
