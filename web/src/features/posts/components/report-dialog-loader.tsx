import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './report-dialog';

const Dialog = lazy(() => import('./report-dialog'));

/**
 * The Report dialog, its code loaded the first time a member opens it (post cards are on the first load;
 * the dialog is not). Once loaded it stays mounted, so closing it animates.
 */
export function ReportDialog(props: ReportDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
