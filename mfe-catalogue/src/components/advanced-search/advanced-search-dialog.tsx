import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  Input,
  paths,
  PlusIcon,
  Stack,
  Text,
  trackEvent,
  useNavigate,
  useDebouncedValue,
} from '@rsm/shared';
import { useForm, type Resolver } from 'react-hook-form';
import {
  advancedSearchSchema,
  canRemoveRow,
  emptyForm,
  formHasCriteria,
  nextRow,
  toSearchQuery,
  type AdvancedSearchForm,
} from './advanced-search-form';
import { AdvancedSearchRow } from './advanced-search-row';
import { useCountMatches } from './api/count-matches';

const resolver: Resolver<AdvancedSearchForm> = async (values) => {
  const result = advancedSearchSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'text');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

interface AdvancedSearchDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmitted?: () => void;
}

/** The 'Advanced search' modal. Its form mounts on open, so it starts afresh each time. */
export function AdvancedSearchDialog({ open, onClose, onSubmitted }: AdvancedSearchDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Advanced search`} maxWidth="44rem">
      <AdvancedSearchFormView
        onDone={() => {
          onClose();
          onSubmitted?.();
        }}
      />
    </Dialog>
  );
}

function AdvancedSearchFormView({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { register, handleSubmit, watch, setValue, formState } = useForm<AdvancedSearchForm>({
    defaultValues: emptyForm(),
    resolver,
  });
  const form = watch();
  const rows = form.rows;
  const query = useDebouncedValue(toSearchQuery(form), 250);
  const hasCriteria = formHasCriteria(form);
  const matches = useCountMatches(query, Object.keys(query).length > 0);
  const nothingMatches = hasCriteria && matches.data === 0;
  const next = nextRow(rows);
  const setRows = (value: AdvancedSearchForm['rows']) => setValue('rows', value, { shouldDirty: true });

  return (
    <Stack
      as="form"
      onSubmit={(event: React.FormEvent) =>
        void handleSubmit((values) => {
          const target = toSearchQuery(values);
          void trackEvent('search', { query: target, advanced: true }, 'searches');
          void navigate(paths.search(target));
          onDone();
        })(event)
      }
    >
      <Input type="text" w="full" aria-label={t`Text`} placeholder={t`Any text`} {...register('text')} />
      {rows.map((row, index) => (
        <AdvancedSearchRow
          key={row.category}
          rows={rows}
          index={index}
          removable={canRemoveRow(rows)}
          onChange={(changed) => setRows(rows.map((old, at) => (at === index ? changed : old)))}
          onRemove={() => setRows(rows.filter((_, at) => at !== index))}
        />
      ))}
      {formState.errors.text && !hasCriteria && (
        <Text role="alert" color="danger" fontSize="sm">
          <Trans>Enter something to search for</Trans>
        </Text>
      )}
      {nothingMatches && (
        <Text role="status" color="muted" fontSize="sm">
          <Trans>Sorry, no results</Trans>
        </Text>
      )}
      <Stack direction="row" flexDirection="row" justifyContent="space-between" flexWrap="wrap">
        <Button variant="outline" disabled={!next} onClick={() => next && setRows([...rows, next])}>
          <PlusIcon size={16} />
          <Trans>Add row</Trans>
        </Button>
        <Button type="submit" disabled={!hasCriteria || nothingMatches}>
          <Trans>Search</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
