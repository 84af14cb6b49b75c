/** Legal texts are data (headings + paragraphs + lists), rendered as React text, never as HTML. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  readonly heading: string;
  readonly body: readonly LegalBlock[];
}

export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

export interface LegalDocument {
  readonly id: LegalDocumentId;
  readonly title: string;
  readonly lastUpdated: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}

/**
 * Where fans reach us about their data. TODO(operator): replace with the real mailbox before launch;
 * ".example" is a reserved domain.
 */
export const LEGAL_CONTACT_EMAIL = 'privacy@ringside.example';
