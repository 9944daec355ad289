import type { SuggestionOptionGroup } from './suggestion-options';

/**
 * The option ArrowDown (step 1) or ArrowUp (step -1) makes active: the next or previous across all groups, wrapping
 * at either end; from no active option, the first or the last. Apart from the suggestions' code, which the field
 * loads when first used, as the arrows work on what it shows.
 */
export function nextOptionId(
  groups: SuggestionOptionGroup[],
  activeId: string | null,
  step: 1 | -1,
): string | null {
  const ids = groups.flatMap((group) => group.options.map((option) => option.id));
  if (ids.length === 0) return null;
  const index = activeId === null ? -1 : ids.indexOf(activeId);
  if (index < 0) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[(index + step + ids.length) % ids.length]!;
}
