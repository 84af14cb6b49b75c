import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { API_ERRORS, SETTINGS_TEXTS } from '@shared/messages-core';
import { toast } from '@/components/ui/toast/toast-store';
import { useExportAccount } from '@/features/settings/api/export-account';
import { downloadJson } from '@/features/settings/utils/export-file';
import { apiErrorMessage } from '@/lib/api-client';

const save = (data: unknown) => downloadJson(SETTINGS_TEXTS.fileName, data);

/** "Download my data": reads the export page by page, then saves it as one JSON file. */
export function DataSection() {
  const exporter = useExportAccount(save);

  const onDownload = () =>
    exporter.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: SETTINGS_TEXTS.exportReady,
          description: SETTINGS_TEXTS.fileName,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: SETTINGS_TEXTS.exportFailed,
          description: apiErrorMessage(error) ?? API_ERRORS.internal,
          variant: 'destructive',
        }),
    });

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={onDownload}
        disabled={exporter.isPending}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {exporter.isPending ? SETTINGS_TEXTS.preparing : SETTINGS_TEXTS.download}
      </Button>
      {exporter.isPending && (
        <Box role="status" sx={{ mt: 2 }}>
          <LinearProgress aria-label={SETTINGS_TEXTS.preparing} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SETTINGS_TEXTS.preparing}{' '}
            {exporter.itemsRead === 1 ? '1 item so far' : `${exporter.itemsRead} items so far`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
