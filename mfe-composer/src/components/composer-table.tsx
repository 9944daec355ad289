import { Trans } from '@lingui/react/macro';
import { Box, Button, DownloadIcon, Table } from '@rsm/shared';
import type { ReactNode } from 'react';

interface ComposerTableProps {
  /** Spoken by screen readers only: what the table lists. */
  caption: ReactNode;
  headers: ReactNode[];
  /** A last, unlabelled column for row actions. */
  actions?: boolean;
  children: ReactNode;
}

/** The composer area's document lists (briefs, statements, contracts): one look, one header row. */
export function ComposerTable({ caption, headers, actions = false, children }: ComposerTableProps) {
  return (
    // A word, a status, a date or an amount is never split across lines ("Statu s", "£223.7 / 0"): only the row's
    // name (its first cell) wraps, and between words. On the narrowest phones the table scrolls within its box
    // rather than widening the page.
    <Box overflowX="auto" position="relative">
      <Table
        css={{
          '& th, & td': { py: '3', pr: '3', textAlign: 'left', whiteSpace: 'nowrap', overflowWrap: 'normal' },
          '& tbody th:first-child': { whiteSpace: 'normal', minWidth: '9rem' },
          '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
        }}
      >
        <Box as="caption" srOnly>
          {caption}
        </Box>
        <thead>
          <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
            {headers.map((header, index) => (
              <th scope="col" key={index}>
                {header}
              </th>
            ))}
            {actions && <td />}
          </Box>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Box>
  );
}

export function ComposerTableRow({ children }: { children: ReactNode }) {
  return (
    <Box as="tr" borderBottom="1px solid" borderColor="line">
      {children}
    </Box>
  );
}

/** A row's PDF download; `label` names the document for screen readers. */
export function PdfDownloadButton({ label, onDownload }: { label: string; onDownload: () => Promise<void> }) {
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void onDownload()}>
      <DownloadIcon /> <Trans>PDF</Trans>
    </Button>
  );
}
