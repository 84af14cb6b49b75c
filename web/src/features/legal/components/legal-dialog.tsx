import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import type { LegalBlock, LegalDocument } from '@/features/legal/content/types';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Typography variant="body2" sx={{ mb: 1.5, lineHeight: 1.7 }}>
        {block}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {block.list.map((item) => (
        <Typography component="li" variant="body2" key={item} sx={{ mb: 0.75, lineHeight: 1.7 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A legal text in a large, scrolling modal (max height 85% of the viewport, SPEC 2 and 9). */
export function LegalDialog({
  document: requested,
  onClose,
}: {
  document: LegalDocument | null;
  onClose: () => void;
}) {
  // Keep showing the last document while the dialog animates closed.
  const [document, setDocument] = useState(requested);
  if (requested && requested !== document) setDocument(requested);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const headingId = document ? `legal-${document.id}-heading` : undefined;
  return (
    <Dialog
      open={requested !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      scroll="paper"
      aria-labelledby={headingId}
      slotProps={{
        paper: {
          sx: { maxHeight: '85vh', m: phone ? 1.5 : 4, width: phone ? 'calc(100% - 24px)' : undefined },
        },
      }}
    >
      {document && (
        <>
          <DialogTitle id={`legal-${document.id}-title`} component="div" sx={{ pr: 7 }}>
            <Typography id={headingId} variant="h4" component="h2">
              {document.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Last Updated: {document.lastUpdated}
            </Typography>
            <IconButton
              aria-label="Close"
              onClick={onClose}
              sx={{ position: 'absolute', right: 12, top: 12 }}
            >
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          {/* Focusable so keyboard users can scroll the text (axe: scrollable-region-focusable). */}
          <DialogContent dividers tabIndex={0} aria-labelledby={headingId}>
            {document.intro.map((p) => (
              <Block key={p} block={p} />
            ))}
            {document.sections.map((section) => (
              <Box component="section" key={section.heading} sx={{ mt: 2.5 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1, color: 'primary.main' }}>
                  {section.heading}
                </Typography>
                {section.body.map((block, i) => (
                  <Block key={typeof block === 'string' ? block : `list-${i}`} block={block} />
                ))}
              </Box>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
