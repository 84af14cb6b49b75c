import SearchIcon from '@mui/icons-material/Search';
import TagIcon from '@mui/icons-material/Tag';
import { Box, Paper, Popper, Typography } from '@mui/material';
import { SEARCH_ALL_TEXTS } from '@shared/messages-search';
import type { SearchAll } from '@shared/schemas/search';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { EntityMonogram } from '@/components/ui/entity-monogram';
import { fanHandle, fanName, UserAvatar } from '@/components/ui/user-avatar';
import { profilePath, searchPath } from '@/config/paths';
import { entityPagePath, hashtagPostsPath } from '@/config/result-paths';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { entityDetail } from './entity-detail';
import { searchAllQueryOptions } from './search-all';
import type { SuggestionKeys } from './search-combobox';

/** How long the text rests before it is searched. */
export const SUGGEST_DEBOUNCE_MS = 250;

interface Option {
  id: string;
  path: string;
  /** What it shows: a picture, a name and a line under it. */
  icon: ReactNode;
  label: string;
  detail?: string;
}

type Section = { key: 'wrestling' | 'users' | 'hashtags'; options: Option[] };

/** The answer as sections of options, each with its own id and address. */
function sectionsOf(listId: string, data: SearchAll | undefined): Section[] {
  if (!data) return [];
  const sections: Section[] = [
    {
      key: 'wrestling',
      options: data.entities.map((e) => ({
        id: `${listId}-e-${e.id}`,
        path: entityPagePath(e),
        icon: <EntityMonogram entity={e} size={32} />,
        label: e.name,
        detail: entityDetail(e),
      })),
    },
    {
      key: 'users',
      options: data.users.map((u) => ({
        id: `${listId}-u-${u.id}`,
        path: profilePath(u.id),
        icon: <UserAvatar name={u.displayName} src={u.profileImageUrl} size={32} />,
        label: fanName(u.displayName),
        detail: `@${fanHandle(u.handle)}`,
      })),
    },
    {
      key: 'hashtags',
      options: data.hashtags.map((h) => ({
        id: `${listId}-h-${h.name}`,
        path: hashtagPostsPath(h.name),
        icon: <TagIcon fontSize="small" sx={{ width: 32, color: 'text.secondary' }} />,
        label: `#${h.name}`,
        detail: SEARCH_ALL_TEXTS.postCount(h.postCount),
      })),
    },
  ];
  return sections.filter((s) => s.options.length);
}

function OptionRow({
  option,
  active,
  onChoose,
  onHover,
}: {
  option: Option;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  return (
    <Box
      id={option.id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      onMouseMove={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ flexShrink: 0, display: 'flex', justifyContent: 'center' }}>{option.icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }} noWrap>
          {option.label}
        </Typography>
        {option.detail && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {option.detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The search box's suggestions (./search-combobox.tsx loads this on the box's first focus): fans,
 * wrestling and hashtags from GET /api/search once the text rests, and last "See all results", in a
 * listbox under the box. The box keeps the focus; the active option is its aria-activedescendant.
 */
export default function Suggestions({
  id,
  open,
  text,
  anchorRef,
  keys,
  onReady,
  onActive,
  onChoose,
}: {
  id: string;
  open: boolean;
  text: string;
  anchorRef: RefObject<HTMLElement | null>;
  keys: RefObject<SuggestionKeys | null>;
  onReady: () => void;
  onActive: (optionId: string | undefined) => void;
  onChoose: (path: string) => void;
}) {
  const rested = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...searchAllQueryOptions(rested), enabled: open && rested !== '' });
  const sections = sectionsOf(id, query.data);
  const all: Option = {
    id: `${id}-all`,
    path: searchPath(text.trim()),
    icon: <SearchIcon fontSize="small" sx={{ width: 32, color: 'text.secondary' }} />,
    label: SEARCH_ALL_TEXTS.showAllFor(text.trim()),
  };
  const options = [...sections.flatMap((s) => s.options), all];
  const [index, setIndex] = useState(-1);
  const active = options[index];

  useEffect(() => onReady(), [onReady]);
  // A new text or a new answer: nothing chosen yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the text or the answer changes
  useEffect(() => setIndex(-1), [text, query.data]);
  useEffect(() => onActive(active?.id), [active?.id, onActive]);
  useLayoutEffect(() => {
    keys.current = (event) => {
      if (event.key === 'ArrowDown') setIndex((i) => (i + 1) % options.length);
      else if (event.key === 'ArrowUp') setIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
      else if (event.key === 'Enter' && active) onChoose(active.path);
      else return false;
      return true;
    };
  });

  const anchor = anchorRef.current;
  return (
    <Popper
      open={open && Boolean(anchor)}
      anchorEl={anchor}
      placement="bottom-start"
      sx={{ zIndex: (theme) => theme.zIndex.modal, width: anchor ? Math.max(anchor.clientWidth, 300) : 300 }}
    >
      <Paper
        elevation={8}
        // A click anywhere on the list (a heading too) leaves the focus in the box.
        onMouseDown={(e) => e.preventDefault()}
        sx={{ mt: 0.5, py: 0.5, maxHeight: '70vh', overflowY: 'auto', border: 1, borderColor: 'divider' }}
      >
        <Box role="listbox" id={id} aria-label={SEARCH_ALL_TEXTS.suggestions}>
          {sections.map((section) => (
            <Box key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
              <Typography
                id={`${id}-${section.key}`}
                role="presentation"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 1.5, pt: 0.5, lineHeight: 2 }}
              >
                {SEARCH_ALL_TEXTS.sections[section.key]}
              </Typography>
              {section.options.map((option) => (
                <OptionRow
                  key={option.id}
                  option={option}
                  active={option.id === active?.id}
                  onChoose={() => onChoose(option.path)}
                  onHover={() => setIndex(options.indexOf(option))}
                />
              ))}
            </Box>
          ))}
          <OptionRow
            option={all}
            active={all.id === active?.id}
            onChoose={() => onChoose(all.path)}
            onHover={() => setIndex(options.length - 1)}
          />
        </Box>
        {query.isFetching && !query.data && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
            {SEARCH_ALL_TEXTS.searching}
          </Typography>
        )}
      </Paper>
    </Popper>
  );
}
