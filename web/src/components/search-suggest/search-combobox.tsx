import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';

/** The list's code: loaded the first time a search box gets the focus, not with the screen. */
const Suggestions = lazy(() => import('./suggestions'));

/** What the list does with a key pressed in the box: true when it handled it. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLElement>) => boolean;

export interface SearchCombobox {
  /** Spread on the text input: the combobox's role and state (WAI-ARIA combobox with a listbox). */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': 'true' | 'false';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onFocus: () => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** Put on the box the list opens under (its width too). */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** The list; nothing until the box was first focused. */
  list: ReactNode;
  /** Closes the list until the text changes (the search was submitted). */
  close: () => void;
}

/**
 * A search box that suggests fans, wrestling and hashtags as the fan types (issue 35): the input is a
 * combobox, the suggestions a listbox under it. Arrow keys move through them, Enter opens the one
 * chosen (or submits the search when none is), Escape closes them, a click opens one. The list and its
 * request live in ./suggestions.tsx, loaded on the first focus: a screen's first load carries this
 * hook only (the header's box is on every screen).
 */
export function useSearchCombobox(text: string, onChosen?: () => void): SearchCombobox {
  const navigate = useNavigate();
  const listId = `${useId()}-suggestions`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const keys = useRef<SuggestionKeys | null>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape closes the list until the text changes.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>();
  const open = ready && focused && closedFor !== text && text.trim() !== '';

  const choose = (path: string) => {
    setClosedFor(text);
    navigate(path);
    onChosen?.();
  };

  return {
    anchorRef,
    close: () => setClosedFor(text),
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open ? 'true' : 'false',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? activeId : undefined,
      onFocus: () => {
        setWanted(true);
        setFocused(true);
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          setClosedFor(text);
        } else if (event.key === 'ArrowDown' && !open && closedFor === text) {
          event.preventDefault();
          setClosedFor(null);
        } else if (open && keys.current?.(event)) event.preventDefault();
      },
    },
    list: wanted ? (
      <Suspense fallback={null}>
        <Suggestions
          id={listId}
          open={open}
          text={text}
          anchorRef={anchorRef}
          keys={keys}
          onReady={() => setReady(true)}
          onActive={setActiveId}
          onChoose={choose}
        />
      </Suspense>
    ) : null,
  };
}
