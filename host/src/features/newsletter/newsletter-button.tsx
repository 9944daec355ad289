import { Trans } from '@lingui/react/macro';
import { Button } from '@rsm/shared';
import { lazy, Suspense, useState } from 'react';
import { loadPageMessages } from '../../page-messages';

// The form (react-hook-form, zod) and its messages load on the first click, not with every page: it is in the footer
// of all of them.
const NewsletterDialog = lazy(async () => ({
  default: (await Promise.all([import('./newsletter-dialog'), loadPageMessages()]))[0].NewsletterDialog,
}));

export function NewsletterButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={() => setRequested(true)}
        aria-haspopup="dialog"
      >
        <Trans>Subscribe to our newsletter</Trans>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <NewsletterDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
