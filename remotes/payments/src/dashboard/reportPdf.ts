// 'Export PDF' of the dashboard: the sales report for the chosen range as a real PDF file. The
// PDF library is imported on the first click only, so opening the dashboard never downloads it.
import { formatEventDate, formatPounds, type DashboardSummary } from '@shared/domain';
import { palette } from '@shared/ui';
import type { jsPDF } from 'jspdf';
import { salesSeries, sourceFigures, summaryFigures, type Figure, type SalesPeriod } from './figures';
import { rangeLabel } from './ranges';

export interface SalesReport {
  title: string;
  range: string;
  generated: string;
  figures: Figure[];
  sources: Figure[];
  series: SalesPeriod[];
}

export function salesReport(summary: DashboardSummary, now: Date): SalesReport {
  return {
    title: 'Sales Report',
    range: rangeLabel(summary.range),
    generated: formatEventDate(now),
    figures: summaryFigures(summary).map(({ label, value }) => ({ label, value })),
    sources: sourceFigures(summary).map(({ label, value }) => ({ label, value })),
    series: salesSeries(summary),
  };
}

/** 'sales-report-30-days-2026-11-22.pdf'. */
export function reportFileName(report: SalesReport, now: Date): string {
  const range = report.range.toLowerCase().replace(/\s+/g, '-');
  return `sales-report-${range}-${now.toISOString().slice(0, 10)}.pdf`;
}

// A4 portrait in millimetres.
const LEFT = 20;
const RIGHT = 190;
const TOP = 20;
const BOTTOM = 277;
const LINE = 7;
const CHART_HEIGHT = 60;

/** Lays the report out on `doc`: heading, figures, sources, the line chart, then the series table. */
export function drawReport(doc: jsPDF, report: SalesReport): void {
  let y = TOP;
  const heading = (text: string) => {
    doc.setFontSize(14);
    doc.text(text, LEFT, y);
    doc.setFontSize(11);
    y += LINE + 1;
  };
  const row = ({ label, value }: Figure) => {
    if (y > BOTTOM) {
      doc.addPage();
      y = TOP;
    }
    doc.text(label, LEFT, y);
    doc.text(value, RIGHT, y, { align: 'right' });
    y += LINE;
  };

  doc.setFontSize(20);
  doc.text(report.title, LEFT, y);
  y += LINE + 3;
  doc.setFontSize(11);
  doc.text(`Range: ${report.range}`, LEFT, y);
  y += LINE;
  doc.text(`Generated: ${report.generated}`, LEFT, y);
  y += LINE + 5;

  heading('Summary');
  report.figures.forEach(row);
  y += 5;
  heading('Sales Sources');
  report.sources.forEach(row);
  y += 5;
  heading(`Sales over ${report.range}`);
  drawChart(doc, report.series, y);
  y += CHART_HEIGHT + 14;

  heading('Sales by period');
  report.series.forEach(({ period, amount }) => row({ label: period, value: formatPounds(amount) }));
}

function drawChart(doc: jsPDF, series: SalesReport['series'], top: number): void {
  const bottom = top + CHART_HEIGHT;
  const highest = Math.max(1, ...series.map((point) => point.amount));
  const step = series.length > 1 ? (RIGHT - LEFT) / (series.length - 1) : 0;
  const at = (index: number) => ({
    x: LEFT + index * step,
    y: bottom - (series[index].amount / highest) * CHART_HEIGHT,
  });

  doc.setDrawColor('#9e9bb0');
  doc.setLineWidth(0.2);
  doc.line(LEFT, top, LEFT, bottom);
  doc.line(LEFT, bottom, RIGHT, bottom);
  doc.setDrawColor(palette.primary);
  doc.setLineWidth(0.6);
  for (let index = 1; index < series.length; index += 1) {
    const from = at(index - 1);
    const to = at(index);
    doc.line(from.x, from.y, to.x, to.y);
  }
  doc.setFontSize(8);
  doc.text(formatPounds(highest), LEFT + 1, top - 1);
  if (series.length > 0) {
    doc.text(series[0].period, LEFT, bottom + 4);
    doc.text(series[series.length - 1].period, RIGHT, bottom + 4, { align: 'right' });
  }
  doc.setFontSize(11);
}

/** Builds the report of `summary` and downloads it as a PDF file. */
export async function exportReportPdf(summary: DashboardSummary, now = new Date()): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const report = salesReport(summary, now);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${report.title} - ${report.range}` });
  drawReport(doc, report);
  doc.save(reportFileName(report, now));
}
