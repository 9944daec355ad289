import { Trans } from '@lingui/react/macro';
import { Button } from '@rsm/shared';
import { useState } from 'react';
import { NewsletterDialog } from './newsletter-dialog';

export function NewsletterButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Subscribe to our newsletter</Trans>
      </Button>
      <NewsletterDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
