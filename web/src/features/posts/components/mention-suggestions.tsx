import { Avatar, Box, List, ListItemButton, ListItemText } from '@mui/material';
import { mentionQueryAt } from '@shared/mentions';
import { MENTION_TEXTS } from '@shared/messages-controls';
import type { SuggestedUser } from '@shared/schemas/users';
import {
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useMentionSuggestions } from '@/lib/users/search-users';

type Field = HTMLTextAreaElement | HTMLInputElement;

/**
 * "@" suggestions for a text field (the post box and the comment field): as the fan types a handle,
 * up to five fans (those they follow first); arrows move, Enter or Tab (or a tap) puts "@handle " in
 * place of what was typed, Escape closes the list. Returns the field's extra props and the list.
 */
export function useMentionInput(
  value: string,
  onChange: (value: string) => void,
  fieldRef: RefObject<Field | null>,
) {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  // Where the cursor goes once a picked handle is in the field: set in the commit that writes the
  // new text (a frame later, keys typed in between would land before the cursor's old place).
  const [placeAt, setPlaceAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (placeAt === null) return;
    fieldRef.current?.focus();
    fieldRef.current?.setSelectionRange(placeAt, placeAt);
    setPlaceAt(null);
  }, [placeAt, fieldRef]);
  const at = caret === null ? null : mentionQueryAt(value, caret);
  const typing = at && at.query.length > 0 && closedAt !== at.start ? at : null;
  const query = useDebouncedValue(typing?.query ?? '', 150);
  const found = useMentionSuggestions(typing ? query : '');
  const fans: SuggestedUser[] = typing ? (found.data ?? []) : [];
  const shown = fans.length > 0;
  const current = Math.min(active, fans.length - 1);

  const pick = (fan: SuggestedUser) => {
    if (!typing || caret === null) return;
    const inserted = `@${fan.handle} `;
    const next = `${value.slice(0, typing.start)}${inserted}${value.slice(caret)}`;
    const position = typing.start + inserted.length;
    onChange(next);
    setCaret(position);
    setActive(0);
    setPlaceAt(position);
  };

  const track = (event: SyntheticEvent<Field>) => {
    const position = event.currentTarget.selectionStart;
    if (position !== caret) {
      setCaret(position);
      setActive(0);
    }
  };

  /** Handles the list's keys; true when the key was the list's (the field must not act on it). */
  const onKeyDown = (event: KeyboardEvent<Field>): boolean => {
    if (!shown) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + fans.length) % fans.length);
      return true;
    }
    if (
      (event.key === 'Enter' && !event.shiftKey && !event.metaKey && !event.ctrlKey) ||
      event.key === 'Tab'
    ) {
      const fan = fans[current];
      if (!fan) return false;
      event.preventDefault();
      pick(fan);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(typing?.start ?? null);
      return true;
    }
    return false;
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const fieldProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': shown ? listId : undefined,
    'aria-activedescendant': shown ? optionId(current) : undefined,
  };

  const list = shown ? (
    <List
      id={listId}
      role="listbox"
      aria-label={MENTION_TEXTS.suggestions}
      dense
      sx={{
        mt: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        py: 0.5,
      }}
    >
      {fans.map((fan, i) => (
        <ListItemButton
          key={fan.id}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          selected={i === current}
          // The field keeps the focus (and the keyboard) while the fan taps a suggestion.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(fan)}
        >
          <Avatar src={fan.profileImageUrl ?? undefined} alt="" sx={{ width: 28, height: 28, mr: 1.25 }}>
            {fan.displayName.slice(0, 1)}
          </Avatar>
          <ListItemText primary={fan.displayName} secondary={`@${fan.handle}`} />
        </ListItemButton>
      ))}
    </List>
  ) : null;

  return { fieldProps, track, onKeyDown, list: <Box>{list}</Box> };
}
