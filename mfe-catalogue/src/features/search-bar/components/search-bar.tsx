import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  Button,
  Flex,
  formatCount,
  IconButton,
  Input,
  paths,
  SearchIcon,
  SoundsLikeIcon,
  trackEvent,
  useNavigate,
} from '@rsm/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LazyAdvancedSearchDialog } from '../../../components/advanced-search/lazy-advanced-search-dialog';
import { LazyReferenceSearchDialog } from '../../../components/reference-search/lazy-reference-search-dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePrefetchSuggestions, useSuggestions } from '../api/get-suggestions';
import { useTrackCount } from '../api/get-track-count';
import { canSubmit, SUGGESTION_DEBOUNCE_MS } from '../search-bar-rules';
import { $searchHistory, rememberSearch } from '../stores/search-history';
import { nextOptionId, suggestionGroups } from '../suggestion-options';
import { SuggestionPanel, type SearchBarLayout } from './suggestion-panel';

export interface SearchBarProps {
  layout?: SearchBarLayout;
  /** Called after a search ran or a suggestion was chosen (the host closes its mobile overlay). */
  onDone?: () => void;
  /** The flag of spec §4.5: the server's recent searches instead of this device's history. */
  serverRecentSearches?: boolean;
}

/** The search bar with its suggestion panel (spec §2.5, §4.5): a combobox whose popup is a panel of links. */
export function SearchBar({ layout = 'horizontal', onDone, serverRecentSearches = false }: SearchBarProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  // The option the arrow keys made active (aria-activedescendant); focus itself stays in the field.
  const [activeId, setActiveId] = useState<string | null>(null);
  const typed = text.trim();
  // Enter before the debounce fired asks for the typed text's suggestions at once (see requestSubmit).
  const [flushed, setFlushed] = useState('');
  const [pendingSubmit, setPendingSubmit] = useState(false);
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  usePrefetchSuggestions(typed);
  const suggestionText = typed !== '' && flushed === typed ? typed : debounced;
  const suggestions = useSuggestions(suggestionText, suggestionText !== '' || (open && serverRecentSearches));
  const settled =
    suggestionText === typed && suggestions.data !== undefined && !suggestions.isPlaceholderData;
  const history = useStore($searchHistory);
  const count = useTrackCount();
  const close = useCallback(() => {
    setOpen(false);
    setActiveId(null);
  }, []);

  // Outside click or touch closes the panel (spec §4.5).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const finish = useCallback(() => {
    setOpen(false);
    setActiveId(null);
    inputRef.current?.blur();
    doneRef.current?.();
  }, []);
  const submittable = canSubmit(suggestionText, suggestions.data);
  const runSearch = (value: string) => {
    rememberSearch(value);
    void trackEvent('search', { query: value }, 'searches');
    void navigate(paths.search({ text: [value] }));
    finish();
  };
  /** Spec §4.5: a search runs only for suggestion text with some results; Enter typed early waits for them. */
  const requestSubmit = () => {
    if (!typed) return;
    if (!settled) {
      setFlushed(typed);
      setPendingSubmit(true);
    } else if (submittable) runSearch(typed);
  };
  const results = suggestions.data;
  useEffect(() => {
    if (!pendingSubmit || !settled) return;
    setPendingSubmit(false);
    if (canSubmit(suggestionText, results)) runSearch(suggestionText);
    // runSearch only reads the latest render's values; the trigger is the results settling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingSubmit, settled, suggestionText, results]);
  const compact = layout === 'mobile' || count.data === undefined;
  const placeholder =
    count.data === undefined
      ? t`Search tracks`
      : t`Search ${formatCount(count.data.total_count, compact)} tracks`;
  const serverRecent = suggestions.data?.recent_searches;
  const groups = useMemo(
    () =>
      suggestionGroups(
        panelId,
        suggestionText,
        results,
        serverRecentSearches ? (serverRecent ?? []) : history,
      ),
    [panelId, suggestionText, results, serverRecentSearches, serverRecent, history],
  );
  const loading = typed !== '' && (suggestionText === '' || results === undefined);
  // An option that is no longer shown is no longer active.
  const active =
    open && !loading && groups.some((group) => group.options.some((option) => option.id === activeId))
      ? activeId
      : null;
  // The active option stays in sight when the panel scrolls (the mobile overlay, long vertical lists).
  useEffect(() => {
    if (active) document.getElementById(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <Box
      ref={rootRef}
      position="relative"
      w="full"
      onBlur={(event: React.FocusEvent) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Flex
        as="form"
        role="search"
        gap="2"
        alignItems="center"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          requestSubmit();
        }}
      >
        <Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t`Search`}
          aria-expanded={open}
          aria-controls={panelId}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-activedescendant={active ?? undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          flex="1"
          minW="0"
          onFocus={() => {
            setOpen(true);
            // A search is on its way: the results page's code loads while the words are typed (the page table
            // itself is imported on demand, not with the search bar of every page).
            void import('../../../pages').then((pages) => pages.preloadPage('search'));
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setPendingSubmit(false);
            setActiveId(null);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            } else if (event.key === 'Enter') {
              // The submit button may be disabled, which blocks the form's implicit submission.
              event.preventDefault();
              // The active option opens as a click on it would; otherwise the typed text is searched.
              if (active) document.getElementById(active)?.click();
              else requestSubmit();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
              if (open && !loading)
                setActiveId(nextOptionId(groups, active, event.key === 'ArrowDown' ? 1 : -1));
            } else if (event.key === 'Home' || event.key === 'End') {
              // Text editing keys: the caret moves in the field, and the field has visual focus again.
              setActiveId(null);
            }
          }}
        />
        <IconButton type="submit" label={t`Search`} icon={<SearchIcon />} disabled={!submittable} />
        <IconButton
          label={t`Search with a reference track`}
          icon={<SoundsLikeIcon />}
          aria-haspopup="dialog"
          onClick={() => {
            close();
            setReferenceOpen(true);
          }}
        />
        <Button variant="ghost" size="sm" onClick={() => setAdvancedOpen(true)}>
          <Trans>Advanced search</Trans>
        </Button>
      </Flex>
      {open && (
        <SuggestionPanel
          id={panelId}
          layout={layout}
          groups={groups}
          loading={loading}
          activeId={active}
          onChoose={finish}
        />
      )}
      <LazyAdvancedSearchDialog
        open={advancedOpen}
        onClose={() => setAdvancedOpen(false)}
        onSubmitted={() => {
          close();
          onDone?.();
        }}
      />
      <LazyReferenceSearchDialog
        open={referenceOpen}
        onClose={() => setReferenceOpen(false)}
        onSearched={() => onDone?.()}
      />
    </Box>
  );
}
