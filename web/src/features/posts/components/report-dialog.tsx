import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { REPORT_DESCRIPTION_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from '@shared/constants';
import { API_ERRORS } from '@shared/messages-core';
import { REPORT_TEXTS } from '@shared/messages-social';
import { type CreateReportInput, createReportSchema, type ReportReason } from '@shared/schemas/moderation';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useCreateReport } from '@/features/posts/api/create-report';
import { apiErrorMessage } from '@/lib/api-client';

/** What a member reports: a post or a comment, by id. */
export interface ReportTarget {
  kind: 'post' | 'comment';
  id: string;
}

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

interface FormErrors {
  reason?: string;
  description?: string;
}

/** The request body, checked by the same schema the API uses: the first message of each invalid field. */
export function validateReport(
  target: ReportTarget,
  values: { reason: ReportReason | ''; description: string },
): { ok: true; data: CreateReportInput } | { ok: false; errors: FormErrors } {
  const parsed = createReportSchema.safeParse({
    ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
    reason: values.reason || undefined,
    // A blank description is no description.
    description: values.description.trim() ? values.description : undefined,
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'description') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const reasonLabelId = useId();
  const length = description.trim().length;
  const tooLong = length > REPORT_DESCRIPTION_MAX;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const result = validateReport(target, { reason, description });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    report.mutate(result.data, {
      onSuccess: () => {
        toast({ title: REPORT_TEXTS.submitted, description: REPORT_TEXTS.submittedText, variant: 'success' });
        onClose();
      },
      // The form stays open: a rate limit or a vanished post is said in the server's words.
      onError: (error) =>
        toast({
          title: REPORT_TEXTS.failed,
          description: apiErrorMessage(error) ?? API_ERRORS.internal,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <FormControl error={Boolean(errors.reason)} component="fieldset" sx={{ width: '100%' }}>
          <FormLabel id={reasonLabelId} component="legend" sx={{ mb: 0.5, fontWeight: 600 }}>
            {REPORT_TEXTS.reason}
          </FormLabel>
          <RadioGroup
            aria-labelledby={reasonLabelId}
            name="reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as ReportReason);
              if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
            }}
          >
            {REPORT_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={REPORT_REASON_LABELS[value]}
                sx={{ mr: 0 }}
              />
            ))}
          </RadioGroup>
          {errors.reason && <FormHelperText sx={{ mx: 0 }}>{errors.reason}</FormHelperText>}
        </FormControl>
        <TextField
          label={REPORT_TEXTS.description}
          name="description"
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            if (errors.description) setErrors((current) => ({ ...current, description: undefined }));
          }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          error={Boolean(errors.description) || tooLong}
          helperText={
            <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <span>{errors.description ?? ''}</span>
              <span aria-live="polite">
                {length}/{REPORT_DESCRIPTION_MAX}
              </span>
            </Box>
          }
          slotProps={{ formHelperText: { component: 'div', sx: { mx: 0 } } }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={report.isPending}>
          {REPORT_TEXTS.cancel}
        </Button>
        <SubmitButton pending={report.isPending} pendingLabel={REPORT_TEXTS.submitting} color="secondary">
          {REPORT_TEXTS.submit}
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/**
 * "Report post" / "Report comment": a reason (one of the report reasons), a few optional words (at most
 * 500 characters), Cancel and "Submit Report". Each opening starts blank. Loaded on first open
 * (report-dialog-loader.tsx), so the feed's first load does not carry it.
 */
export default function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } },
      }}
    >
      <DialogTitle id={titleId}>
        {target.kind === 'post' ? REPORT_TEXTS.reportPost : REPORT_TEXTS.reportComment}
      </DialogTitle>
      <ReportForm target={target} onClose={onClose} />
    </Dialog>
  );
}
