import { useLingui } from '@lingui/react/macro';
import { Box, Grid, Skeleton, Stack } from '@rsm/shared';
import { memo } from 'react';
import type { SuggestionOptionGroup } from '../suggestion-options';
import { SuggestionGroup } from './suggestion-group';

export type SearchBarLayout = 'horizontal' | 'vertical' | 'mobile';

interface SuggestionPanelProps {
  id: string;
  layout: SearchBarLayout;
  /** Keywords, composers, albums, tracks and recent searches; or the recent searches alone. */
  groups: SuggestionOptionGroup[];
  loading: boolean;
  /** The option the combobox's arrow keys made active. */
  activeId: string | null;
  onChoose: () => void;
}

/**
 * The suggestion panel: the combobox's listbox, one group of options per kind. Memoised: typing changes
 * the field on every key, the panel only when the debounced suggestions or the active option change.
 */
export const SuggestionPanel = memo(function SuggestionPanel({
  id,
  layout,
  groups,
  loading,
  activeId,
  onChoose,
}: SuggestionPanelProps) {
  const { t } = useLingui();
  const horizontal = layout === 'horizontal';
  return (
    <Box
      id={id}
      role="listbox"
      aria-label={t`Search suggestions`}
      aria-busy={loading}
      bg="white"
      layerStyle="outline"
      boxShadow={layout === 'mobile' ? undefined : 'lg'}
      p="4"
      mt="1"
      w="full"
      minW={horizontal ? { lg: '44rem' } : undefined}
      position={layout === 'mobile' ? 'static' : 'absolute'}
      top="100%"
      right="0"
      zIndex="floating"
    >
      {loading ? (
        <Stack data-testid="suggestion-skeleton" role="presentation">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="4" />
          ))}
        </Stack>
      ) : (
        <Grid
          role="presentation"
          gap="4"
          gridTemplateColumns={
            horizontal && groups.length > 1
              ? { base: '1fr', md: `repeat(${groups.length}, minmax(0, 1fr))` }
              : '1fr'
          }
        >
          {groups.map((group) => (
            <SuggestionGroup key={group.key} group={group} activeId={activeId} onChoose={onChoose} />
          ))}
        </Grid>
      )}
    </Box>
  );
});
