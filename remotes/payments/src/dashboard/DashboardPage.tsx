import { useDashboardSummary } from '@shared/api';
import { useCan } from '@shared/auth';
import type { DashboardRange } from '@shared/domain';
import { AdminPage, LoadFailed } from '@shared/ui';
import { useState } from 'react';
import { readFailed, usePageSkeleton } from '../loading/pageSkeleton';
import { DashboardGrid } from './DashboardGrid';
import { DashboardSkeleton } from './DashboardSkeleton';
import { LatestMerchandiseOrders } from './LatestMerchandiseOrders';
import { LatestTransactions } from './LatestTransactions';
import { SalesReport } from './SalesReport';
import { SalesSources } from './SalesSources';
import { SiteHealthPanel } from './SiteHealthPanel';
import { SummaryCards } from './SummaryCards';

/**
 * /admin/dashboard: every sales figure comes from GET /dashboard/summary for the chosen range; owners
 * and admins also see the site's health (GET /admin/site-health).
 */
export function DashboardPage() {
  const [range, setRange] = useState<DashboardRange>('12m');
  const read = useDashboardSummary(range);
  const summary = read.data;
  const skeleton = usePageSkeleton(read);
  const mayReadHealth = useCan('site-health');

  return (
    <AdminPage title="Dashboard">
      {skeleton ? (
        <DashboardSkeleton />
      ) : readFailed(read) || !summary ? (
        <LoadFailed message="Failed to load dashboard data" onRetry={() => void read.refetch()} />
      ) : (
        <DashboardGrid
          cards={<SummaryCards summary={summary} />}
          report={<SalesReport summary={summary} range={range} onRangeChange={setRange} loading={read.isFetching} />}
          sources={<SalesSources summary={summary} />}
          transactions={<LatestTransactions transactions={summary.latestTransactions} />}
          orders={<LatestMerchandiseOrders orders={summary.latestMerchandiseOrders} />}
        />
      )}
      {mayReadHealth && <SiteHealthPanel />}
    </AdminPage>
  );
}
