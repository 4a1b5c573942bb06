import { Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { DashboardRange, DashboardSummary } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { salesSeries } from './figures';
import { rangeLabel, RANGE_TABS } from './ranges';
import { exportReportPdf } from './reportPdf';
import { SalesChart } from './SalesChart';

interface SalesReportProps {
  summary: DashboardSummary;
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  /** The summary of a newly chosen range is on its way. */
  loading: boolean;
}

/** The sales report: range tabs, the line chart of the summary's sales series, and Export PDF. */
export function SalesReport({ summary, range, onRangeChange, loading }: SalesReportProps) {
  const [exporting, setExporting] = useState(false);

  const exportPdf = async () => {
    setExporting(true);
    try {
      await exportReportPdf(summary);
    } catch (error) {
      console.error('Could not export the sales report', error);
      toast.error('Could not export the PDF. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="sales-report" sx={{ p: 2.5, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="sales-report" variant="h3" component="h2">
          Sales Report
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void exportPdf()}
          disabled={exporting || loading}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {exporting ? 'Exporting...' : 'Export PDF'}
        </Button>
      </Stack>
      <Tabs
        value={range}
        onChange={(_, next: DashboardRange) => onRangeChange(next)}
        aria-label="Sales report range"
        variant="scrollable"
        sx={{ mt: 1 }}
      >
        {RANGE_TABS.map((tab) => (
          <Tab key={tab.range} value={tab.range} label={tab.label} />
        ))}
      </Tabs>
      <SalesChart series={salesSeries(summary)} name={`Sales over ${rangeLabel(summary.range)}`} loading={loading} />
    </Paper>
  );
}
