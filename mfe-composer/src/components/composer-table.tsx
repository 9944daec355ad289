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
    // A word, a status or an amount is never split across lines ("Statu s", "£223.7 / 0"): headers stay on one
    // line, cells wrap between words only ("Awaiting your / signature"), so a phone's 360 px holds every column. On
    // the narrowest screens the table scrolls within its box rather than widening the page.
    <Box overflowX="auto" position="relative">
      <Table
        css={{
          '& th, & td': {
            py: '3',
            pr: { base: '2', sm: '3' },
            textAlign: 'left',
            whiteSpace: 'normal',
            overflowWrap: 'normal',
          },
          '& thead th': { whiteSpace: 'nowrap' },
          '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
        }}
      >
        <Box as="caption" srOnly>
          {caption}
        </Box>
        <ComposerTableHead headers={headers} actions={actions} />
        <tbody>{children}</tbody>
      </Table>
    </Box>
  );
}

/** The header row of the composer area's tables; `actions` leaves an unlabelled last column for row actions. */
export function ComposerTableHead({
  headers,
  actions = false,
}: Pick<ComposerTableProps, 'headers' | 'actions'>) {
  return (
    <thead>
      <Box as="tr" color="muted" fontSize="sm" layerStyle="divider.bottom">
        {headers.map((header, index) => (
          <th scope="col" key={index}>
            {header}
          </th>
        ))}
        {actions && <td />}
      </Box>
    </thead>
  );
}

export function ComposerTableRow({ children }: { children: ReactNode }) {
  return (
    <Box as="tr" layerStyle="divider.bottom">
      {children}
    </Box>
  );
}

/** A row's PDF download; `label` names the document for screen readers. */
export function PdfDownloadButton({ label, onDownload }: { label: string; onDownload: () => Promise<void> }) {
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void onDownload()}>
      {/* A phone shows the icon alone: its name is the label, and the row's other cells keep the room. */}
      <DownloadIcon />{' '}
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        <Trans>PDF</Trans>
      </Box>
    </Button>
  );
}
