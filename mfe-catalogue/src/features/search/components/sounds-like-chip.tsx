import { useLingui } from '@lingui/react/macro';
import { Button, List, ListItem, paths, useNavigate } from '@rsm/shared';

/** "Sounds like …" above results found by sound; removing it returns to the plain search. */
export function SoundsLikeChip({ name }: { name: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const text = t`Sounds like ${name}`;
  return (
    <List display="flex" flexWrap="wrap" gap="2" mb="4" aria-label={t`Active filters`}>
      <ListItem>
        <Button
          variant="outline"
          size="sm"
          aria-label={t`Remove Sounds like ${name}`}
          onClick={() => void navigate(paths.search())}
        >
          {text} ×
        </Button>
      </ListItem>
    </List>
  );
}
