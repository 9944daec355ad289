import { QueryState, type Customer } from '@rsm/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountPageFrame, type AccountPageFrameProps } from './account-page-frame';

type RecordQuery<T, Key extends QueryKey> = UseQueryOptions<T, Error, T, Key>;

interface AccountRecordPageProps<T, Key extends QueryKey> extends Omit<AccountPageFrameProps, 'children'> {
  /** The record's query: asked for only once a customer is signed in, and afresh for another customer. */
  record: RecordQuery<T, Key>;
  /** Skeleton rows while it loads, about the height of its form. */
  rows: number;
  children: (record: T, customer: Customer) => ReactNode;
}

function RecordState<T, Key extends QueryKey>(props: {
  record: RecordQuery<T, Key>;
  rows: number;
  children: (record: T) => ReactNode;
}) {
  const query = useQuery(props.record);
  return (
    <QueryState query={query} rows={props.rows}>
      {props.children}
    </QueryState>
  );
}

/** An account page that edits one record of the customer's (billing details, composer profile). */
export function AccountRecordPage<T, Key extends QueryKey>({
  record,
  rows,
  children,
  ...frame
}: AccountRecordPageProps<T, Key>) {
  return (
    <AccountPageFrame {...frame}>
      {(customer) => (
        <RecordState key={customer.id} record={record} rows={rows}>
          {(data) => children(data, customer)}
        </RecordState>
      )}
    </AccountPageFrame>
  );
}
