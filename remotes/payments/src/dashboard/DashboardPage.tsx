import { dashboardApi } from '@shared/api';
import type { DashboardRange } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useState } from 'react';
import { LoadFailed } from '../loading/LoadFailed';
import { usePageData } from '../loading/usePageData';
import { DashboardGrid } from './DashboardGrid';
import { DashboardSkeleton } from './DashboardSkeleton';
import { LatestMerchandiseOrders } from './LatestMerchandiseOrders';
import { LatestTransactions } from './LatestTransactions';
import { SalesReport } from './SalesReport';
import { SalesSources } from './SalesSources';
import { SummaryCards } from './SummaryCards';

/** /admin/dashboard: every figure comes from GET /dashboard/summary for the chosen range. */
export function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>('12m');
  const { data: summary, loading, failed, skeleton, retry } = usePageData(dashboardApi.summary, range, 'the dashboard');

  return (
    <AdminPage title="Dashboard">
      {skeleton ? (
        <DashboardSkeleton />
      ) : failed || !summary ? (
        <LoadFailed message="Failed to load dashboard data" onRetry={retry} />
      ) : (
        <DashboardGrid
          cards={<SummaryCards summary={summary} />}
          report={<SalesReport summary={summary} range={range} onRangeChange={setRange} loading={loading} />}
          sources={<SalesSources summary={summary} />}
          transactions={<LatestTransactions transactions={summary.latestTransactions} />}
          orders={<LatestMerchandiseOrders orders={summary.latestMerchandiseOrders} />}
        />
      )}
    </AdminPage>
  );
}
