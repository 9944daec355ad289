import { useLingui } from '@lingui/react/macro';
import { paths } from '@rsm/shared';
import { useHistory } from '../../../api/get-history';
import { HistoryTable } from '../../../components/history-table';
import { DashboardSection } from './dashboard-section';

export function RecentHistory() {
  const { t } = useLingui();
  const history = useHistory({ page: 1, per: 5 });
  return (
    <DashboardSection
      title={t`Recently played and downloaded`}
      moreLabel={t`Full history`}
      moreTo={paths.dashboard.history()}
      query={history}
      itemsOf={(data) => data.history}
    >
      {(entries) => <HistoryTable entries={entries} compact />}
    </DashboardSection>
  );
}
