import { Box, Collapse } from '@mui/material';
import { SearchBox } from './search-box';

export interface MobileSearchProps {
  open: boolean;
  /** After a search is submitted. */
  onClose: () => void;
}

/**
 * The phone's search row under the header, opened by the header's search button. A module of its own
 * (MUI's Collapse, about 2 KB gzip), loaded on the first open: most first loads never open it.
 */
export default function MobileSearch({ open, onClose }: MobileSearchProps) {
  return (
    <Collapse in={open} sx={{ display: { sm: 'none' } }} unmountOnExit>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <SearchBox autoFocus onSubmitted={onClose} />
      </Box>
    </Collapse>
  );
}
