import { API_ERRORS } from '@shared/messages-core';
import { codeRefusalMessage } from '@/lib/code-refusal';

/** A refused code or send, in the words the password reset uses. */
export const confirmErrorMessage = (error: unknown): string =>
  codeRefusalMessage(error) ?? API_ERRORS.internal;

/** The date the account closes unless the address is confirmed, as the notice says it: "November 30". */
export const deadlineDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
