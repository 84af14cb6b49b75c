import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { TAG_TEXTS } from '@shared/messages-wrestling';
import { CATALOGUE_LIMITS, type EntityRef } from '@shared/schemas/wrestling';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { useTagSuggestions } from '@/features/posts/api/suggest-tags';
import { searchEntitiesQueryOptions } from '@/lib/entities/search-entities';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** How long the text rests before suggestions are asked for. */
export const TAG_SUGGEST_DEBOUNCE_MS = 700;

/**
 * Why `tag` cannot join `tags` (the server's rules: one show, CATALOGUE_LIMITS.tags others, once
 * each), or null when it can.
 */
export function tagProblem(tags: readonly EntityRef[], tag: EntityRef): string | null {
  if (tags.some((t) => t.id === tag.id)) return TAG_TEXTS.duplicate;
  if (tag.kind === 'show') return tags.some((t) => t.kind === 'show') ? TAG_TEXTS.oneShow : null;
  return tags.filter((t) => t.kind !== 'show').length >= CATALOGUE_LIMITS.tags ? TAG_TEXTS.tooMany : null;
}

/** The chosen tags, each removable. */
function ChosenTags({ tags, onRemove }: { tags: readonly EntityRef[]; onRemove: (tag: EntityRef) => void }) {
  return (
    <>
      {tags.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          label={tag.name}
          onDelete={() => onRemove(tag)}
          deleteIcon={<CancelIcon aria-label={TAG_TEXTS.removeTag(tag.name)} role="button" />}
          sx={{ borderLeft: 4, borderColor: tag.colors.primary }}
        />
      ))}
    </>
  );
}

/** The entities the text names, not chosen yet: one tap adds one. */
function SuggestedTags({
  content,
  tags,
  onAdd,
}: {
  content: string;
  tags: readonly EntityRef[];
  onAdd: (tag: EntityRef) => void;
}) {
  const text = useDebouncedValue(content, TAG_SUGGEST_DEBOUNCE_MS);
  const suggestions = useTagSuggestions(text);
  const open = (suggestions.data ?? []).filter((s) => !tagProblem(tags, s));
  if (!open.length) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
      aria-label={TAG_TEXTS.suggested}
    >
      <Typography variant="caption" color="text.secondary">
        {TAG_TEXTS.suggested}
      </Typography>
      {open.map((tag) => (
        <Chip
          key={tag.id}
          size="small"
          variant="outlined"
          icon={<AddIcon />}
          label={tag.name}
          aria-label={TAG_TEXTS.addTag(tag.name)}
          onClick={() => onAdd(tag)}
        />
      ))}
    </Box>
  );
}

/** The search dialog: entities whose names start with what is typed; a tap tags the post. */
function TagSearchDialog({
  open,
  onClose,
  tags,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  tags: readonly EntityRef[];
  onAdd: (tag: EntityRef) => void;
}) {
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q, 250);
  // The last answer stays while the next is asked (the list does not flicker as the fan types).
  const results = useQuery({ ...searchEntitiesQueryOptions(query), placeholderData: keepPreviousData });
  const list = results.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tag-picker-title">
      <DialogTitle id="tag-picker-title">{TAG_TEXTS.pickerTitle}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={TAG_TEXTS.searchLabel}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ mt: 1 }}
        />
        <List dense aria-label={TAG_TEXTS.searchLabel}>
          {list.map((tag) => {
            const problem = tagProblem(tags, tag);
            return (
              <ListItemButton
                key={tag.id}
                disabled={Boolean(problem)}
                onClick={() => {
                  onAdd(tag);
                  onClose();
                }}
              >
                <ListItemText primary={tag.name} secondary={problem ?? tag.kind} />
              </ListItemButton>
            );
          })}
        </List>
        {query.trim() && results.isSuccess && !list.length && (
          <Typography color="text.secondary">{TAG_TEXTS.noMatches}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {TAG_TEXTS.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The post box's tags (issue 28): "Tag a show or wrestler" opens the search, the chosen tags are
 * chips (removable), and the entities the text names are offered as "Suggested" chips.
 */
export function TagPicker({
  content,
  tags,
  onChange,
  disabled,
}: {
  content: string;
  tags: readonly EntityRef[];
  onChange: (tags: EntityRef[]) => void;
  disabled?: boolean;
}) {
  const [searching, setSearching] = useState(false);
  const add = (tag: EntityRef) => {
    if (!tagProblem(tags, tag)) onChange([...tags, tag]);
  };
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<LocalOfferOutlinedIcon />}
          onClick={() => setSearching(true)}
          disabled={disabled}
        >
          {TAG_TEXTS.tagButton}
        </Button>
        <ChosenTags tags={tags} onRemove={(tag) => onChange(tags.filter((t) => t.id !== tag.id))} />
      </Box>
      <SuggestedTags content={content} tags={tags} onAdd={add} />
      {searching && <TagSearchDialog open onClose={() => setSearching(false)} tags={tags} onAdd={add} />}
    </Box>
  );
}
