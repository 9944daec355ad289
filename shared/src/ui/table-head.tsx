import type { ComponentProps, ReactNode } from 'react';
import { Th, Thead, Tr } from './primitives';

type ThProps = ComponentProps<typeof Th>;

/** A cell of a column that gives way on a phone. */
export const CELL_ABOVE_PHONE = { base: 'none', md: 'table-cell' } as const;

export interface ColumnHead {
  key: string;
  label: ReactNode;
  display?: ThProps['display'];
  w?: ThProps['w'];
}

/** A table's header row, one column header a column; `false` stands for a column this table leaves out. */
export function TableHead({ columns }: { columns: (ColumnHead | false)[] }) {
  return (
    <Thead>
      <Tr>
        {columns.map(
          (column) =>
            column && (
              <Th key={column.key} scope="col" display={column.display} w={column.w}>
                {column.label}
              </Th>
            ),
        )}
      </Tr>
    </Thead>
  );
}
