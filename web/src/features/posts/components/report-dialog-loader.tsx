import { lazyOnOpen } from '@/components/lazy-on-open';
import type { ReportDialogProps } from './report-dialog';

/**
 * The Report dialog, its code loaded the first time a member opens it (post cards are on the first load;
 * the dialog is not). Once loaded it stays mounted, so closing it animates.
 */
export const ReportDialog = lazyOnOpen<ReportDialogProps>(() =>
  import('./report-dialog').then((m) => m.default),
);
