import SearchIcon from '@mui/icons-material/Search';
import { Box, InputBase } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchCombobox } from '@/components/search-suggest/search-combobox';
import { searchPath } from '@/config/paths';

/**
 * Submits non-blank text to /search?q=<encoded text> (SPEC 2), and suggests fans, wrestling and
 * hashtags as the fan types (issue 35; the list's code loads on the first focus).
 */
export function SearchBox({
  autoFocus = false,
  onSubmitted,
}: {
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const combobox = useSearchCombobox(text, onSubmitted);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    combobox.close();
    navigate(searchPath(query));
    onSubmitted?.();
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      ref={combobox.anchorRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 40,
        width: '100%',
        borderRadius: 20,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: 1,
        borderColor: 'divider',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search fans, wrestlers, #hashtags..."
        autoFocus={autoFocus}
        sx={{ flex: 1, fontSize: '0.95rem' }}
        slotProps={{ input: { 'aria-label': 'Search', enterKeyHint: 'search', ...combobox.inputProps } }}
      />
      {combobox.list}
    </Box>
  );
}
