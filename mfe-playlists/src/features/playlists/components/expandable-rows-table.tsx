import { Trans } from '@lingui/react/macro';
import { Box, ChevronDownIcon, ChevronUpIcon, EmptyState, IconButton, Table } from '@rsm/shared';
import { Fragment, useId, useState, type ReactNode } from 'react';

export interface ExpandableRowsTableProps<T> {
  items: T[];
  keyOf: (item: T) => string | number;
  /** Names the table for assistive technology. */
  caption: ReactNode;
  nameHeader: ReactNode;
  countHeader: ReactNode;
  /** The expand button's accessible name, e.g. 'Show tracks of Summer promo'. */
  expandLabel: (item: T) => string;
  name: (item: T) => ReactNode;
  count: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  /** What an open row shows under it. */
  details: (item: T) => ReactNode;
}

const COLUMNS = 4;

/**
 * The playlists and folders tables: a name, a count and actions per row; a row expands to show what it holds, one
 * row at a time, and clicking the open one closes it.
 */
export function ExpandableRowsTable<T>({
  items,
  keyOf,
  caption,
  nameHeader,
  countHeader,
  expandLabel,
  name,
  count,
  actions,
  details,
}: ExpandableRowsTableProps<T>) {
  const [expanded, setExpanded] = useState<string | number | null>(null);
  const idPrefix = useId();
  if (items.length === 0) return <EmptyState />;
  return (
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3' },
        '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
      }}
    >
      <Box as="caption" srOnly>
        {caption}
      </Box>
      <thead>
        <Box as="tr" textAlign="left" color="muted" fontSize="sm" layerStyle="divider.bottom">
          <th scope="col" style={{ width: '2.5rem' }}>
            <Box srOnly>
              <Trans>Expand</Trans>
            </Box>
          </th>
          <th scope="col">{nameHeader}</th>
          <th scope="col">{countHeader}</th>
          <th scope="col">
            <Box srOnly>
              <Trans>Actions</Trans>
            </Box>
          </th>
        </Box>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const key = keyOf(item);
          const open = expanded === key;
          const detailsId = `${idPrefix}-${index}`;
          return (
            <Fragment key={key}>
              <Box as="tr" layerStyle="divider.bottom" bg={open ? 'surface' : undefined}>
                <td>
                  <IconButton
                    label={expandLabel(item)}
                    icon={open ? <ChevronUpIcon /> : <ChevronDownIcon />}
                    size="iconSm"
                    aria-expanded={open}
                    aria-controls={open ? detailsId : undefined}
                    onClick={() => setExpanded(open ? null : key)}
                  />
                </td>
                <td>{name(item)}</td>
                <td>{count(item)}</td>
                <td>{actions(item)}</td>
              </Box>
              {open && (
                <Box as="tr" id={detailsId} layerStyle="divider.bottom">
                  <td colSpan={COLUMNS} style={{ textAlign: 'left' }}>
                    <Box px="4">{details(item)}</Box>
                  </td>
                </Box>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
