import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LazyAdvancedSearchDialog } from '../../../components/advanced-search/lazy-advanced-search-dialog';
import { LazyReferenceSearchDialog } from '../../../components/reference-search/lazy-reference-search-dialog';
import { useTrackCount } from '../api/get-track-count';
import { nextOptionId } from '../option-navigation';
import { searchSuggestions } from './lazy-search-suggestions';
import type { SuggestionState } from './search-suggestions';
import type { SearchBarLayout } from './suggestion-panel';

/** Before the suggestions' code is in: nothing to move through, nothing to submit yet. */
const NO_SUGGESTIONS: SuggestionState = { groups: [], loading: false, submittable: false };

export interface SearchBarProps {
  layout?: SearchBarLayout;
  /** Called after a search ran or a suggestion was chosen (the host closes its mobile overlay). */
  onDone?: () => void;
  /** Shows the server's recent searches instead of this device's history. */
  serverRecentSearches?: boolean;
}

/**
 * The search bar with its suggestion panel: a combobox whose popup is a panel of links. The bar
 * renders at once; the suggestions' code loads on the field's first use (see lazy-search-suggestions.ts).
 */
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
  // The suggestions' code loads on the field's first use; what is typed meanwhile is suggested once it is in.
  const [wanted, setWanted] = useState(false);
  const { Component: Suggestions, failed, retry } = searchSuggestions.useComponent(wanted);
  const want = () => {
    setWanted(true);
    if (failed) retry();
  };
  const [{ groups, loading, submittable }, setSuggestionState] = useState(NO_SUGGESTIONS);
  const expanded = open && Suggestions !== undefined;
  const count = useTrackCount();
  const close = useCallback(() => {
    setOpen(false);
    setActiveId(null);
  }, []);

  // Outside click or touch closes the panel.
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
  const runSearch = (value: string) => {
    void trackEvent('search', { query: value }, 'searches');
    void navigate(paths.search({ text: [value] }));
    finish();
  };
  /** A search runs only for suggestion text with some results; Enter typed early waits for them. */
  const requestSubmit = () => {
    if (!typed) return;
    setFlushed(typed);
    setPendingSubmit(true);
  };
  const onSubmitSettled = (search: string | null) => {
    setPendingSubmit(false);
    if (search) runSearch(search);
  };
  const compact = layout === 'mobile' || count.data === undefined;
  const placeholder =
    count.data === undefined
      ? t`Search tracks`
      : t`Search ${formatCount(count.data.total_count, compact)} tracks`;
  // An option that is no longer shown is no longer active.
  const active =
    expanded && !loading && groups.some((group) => group.options.some((option) => option.id === activeId))
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
        // A phone's full-screen search: the field keeps room for its placeholder ("Search 680 tracks"); Advanced
        // search goes to the next line rather than squeezing it.
        flexWrap={layout === 'mobile' ? 'wrap' : undefined}
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
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-activedescendant={active ?? undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          flex="1"
          minW={layout === 'mobile' ? '12rem' : '0'}
          onPointerDown={want}
          onFocus={() => {
            want();
            setOpen(true);
            // A search is on its way: the results page's code loads while the words are typed (the page table
            // itself is imported on demand, not with the search bar of every page).
            void import('../../../pages').then((pages) => pages.preloadPage('search'));
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            want();
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
              if (expanded && !loading)
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
      {Suggestions && (
        <Suggestions
          panelId={panelId}
          layout={layout}
          typed={typed}
          open={open}
          serverRecentSearches={serverRecentSearches}
          activeId={active}
          flushed={flushed}
          submitting={pendingSubmit}
          onState={setSuggestionState}
          onSubmitSettled={onSubmitSettled}
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
