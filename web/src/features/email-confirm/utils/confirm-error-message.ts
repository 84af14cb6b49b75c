import { API_ERRORS } from '@shared/messages-core';
import { codeRefusalMessage } from '@/lib/code-refusal';
import { formatDay } from '@/lib/dates';

/** A refused code or send, in the words the password reset uses. */
export const confirmErrorMessage = (error: unknown): string =>
  codeRefusalMessage(error) ?? API_ERRORS.internal;

/** The day the account closes unless the address is confirmed, as every day is written: "Mon, Nov 30". */
export const deadlineDate = (iso: string): string => formatDay(iso);
