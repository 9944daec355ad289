import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeading, QueryState, Stack, Text, usePageTitle } from '@rsm/shared';
import { RequireCustomer } from '../../components/require-customer';
import type { ReleaseHealthRow } from '@rsm/shared/schemas';
import { useReleaseHealth } from './api/get-release-health';
import { ReleaseHealthChart, type HealthMetric } from './components/release-health-chart';

const HOURS = 48;
const format = (value: number | null, digits: number) => (value === null ? '–' : value.toFixed(digits));

function HealthTable({ rows }: { rows: ReleaseHealthRow[] }) {
  const { t } = useLingui();
  return (
    <table aria-label={t`Errors and web vitals per app, version and hour`}>
      <thead>
        <tr>
          {[
            t`Hour`,
            t`App`,
            t`Version`,
            t`Errors`,
            'LCP p75 (ms)',
            'INP p75 (ms)',
            'CLS p75',
            t`Reports`,
          ].map((name) => (
            <th key={name} scope="col" style={{ textAlign: 'left', paddingRight: '1rem' }}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.hour} ${row.app} ${row.version}`}>
            <td>{new Date(row.hour).toLocaleString()}</td>
            <td>{row.app}</td>
            <td>{row.version}</td>
            <td>{row.errors}</td>
            <td>{format(row.lcp, 0)}</td>
            <td>{format(row.inp, 0)}</td>
            <td>{format(row.cls, 3)}</td>
            <td>{row.samples}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReleaseHealth() {
  const { t } = useLingui();
  const health = useReleaseHealth(HOURS);
  const charts: { metric: HealthMetric; label: string }[] = [
    { metric: 'errors', label: t`Script errors per hour` },
    { metric: 'lcp', label: t`Largest contentful paint, 75th percentile (ms)` },
    { metric: 'inp', label: t`Interaction to next paint, 75th percentile (ms)` },
    { metric: 'cls', label: t`Cumulative layout shift, 75th percentile` },
  ];
  return (
    <QueryState query={health}>
      {({ rows }) =>
        rows.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="8">
            {charts.map(({ metric, label }) => (
              <Stack key={metric} gap="2">
                <Text as="h2" fontWeight="700">
                  {label}
                </Text>
                <ReleaseHealthChart rows={rows} metric={metric} label={label} />
              </Stack>
            ))}
            <HealthTable rows={rows} />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** /dashboard/releases: for staff, what browsers reported about each release over the last two days. */
export function ReleaseHealthPage() {
  const { t } = useLingui();
  usePageTitle(t`Release health`);
  return (
    <>
      <PageHeading maxW="64rem" mx="auto" px="4" pt="8">
        <Trans>Release health</Trans>
      </PageHeading>
      <RequireCustomer maxW="64rem" prompt={<Trans>Log in to see the health of releases.</Trans>}>
        {(customer) =>
          customer.internal ? (
            <ReleaseHealth />
          ) : (
            <Text role="alert">
              <Trans>Only staff can see the health of releases.</Trans>
            </Text>
          )
        }
      </RequireCustomer>
    </>
  );
}
