import { jsPDF } from 'jspdf';
import { aSummary } from '../testing/fixtures';
import { exportReportPdf, reportFileName, salesReport } from './reportPdf';

jest.mock('jspdf', () => ({ jsPDF: jest.fn() }));

/** A stand-in document that records what was written on it. */
function fakeDocument() {
  const texts: string[] = [];
  const doc = {
    texts,
    text: jest.fn((text: string) => texts.push(text)),
    line: jest.fn(),
    addPage: jest.fn(),
    setFontSize: jest.fn(),
    setDrawColor: jest.fn(),
    setLineWidth: jest.fn(),
    setProperties: jest.fn(),
    save: jest.fn(),
  };
  jest.mocked(jsPDF).mockImplementation(() => doc as unknown as jsPDF);
  return doc;
}

const now = new Date('2026-11-22T09:00:00Z');

it('puts the title, range, the four figures, the sources and every point of the series in the report', () => {
  const report = salesReport(aSummary({ range: '6m' }), now);
  expect(report).toEqual({
    title: 'Sales Report',
    range: '6 Months',
    generated: 'Sunday, 22 November 2026',
    figures: [
      { label: 'Total Revenue', value: '£12,345.50' },
      { label: 'Tickets Sold', value: '42' },
      { label: 'Merchandise Orders', value: '7' },
      { label: 'Open Events', value: '5' },
    ],
    sources: [
      { label: 'Experiences', value: '£9,000.00' },
      { label: 'Parties', value: '£3,000.00' },
      { label: 'Merchandise', value: '£345.50' },
    ],
    series: [
      { period: 'Jan 2026', amount: 100000 },
      { period: 'Feb 2026', amount: 0 },
      { period: 'Mar 2026', amount: 1134550 },
    ],
  });
  expect(reportFileName(report, now)).toBe('sales-report-6-months-2026-11-22.pdf');
});

it('writes the report on an A4 document, draws the chart and downloads it under the report name', async () => {
  const doc = fakeDocument();
  await exportReportPdf(
    aSummary({
      range: '30d',
      sales: [
        { start: '2026-11-20', amount: 500 },
        { start: '2026-11-21', amount: 2500 },
        { start: '2026-11-22', amount: 0 },
      ],
    }),
    now,
  );

  expect(jsPDF).toHaveBeenCalledWith({ unit: 'mm', format: 'a4' });
  expect(doc.texts).toEqual(
    expect.arrayContaining(['Sales Report', 'Range: 30 Days', 'Total Revenue', '£12,345.50', 'Tickets Sold', '42', 'Open Events', '5']),
  );
  expect(doc.texts).toEqual(expect.arrayContaining(['Experiences', '£9,000.00', '20 Nov', '£5.00', '21 Nov', '£25.00', '22 Nov', '£0.00']));
  // The line chart: two axes and one segment between each pair of points.
  expect(doc.line).toHaveBeenCalledTimes(2 + 2);
  expect(doc.save).toHaveBeenCalledWith('sales-report-30-days-2026-11-22.pdf');
});

it('continues the table on a new page when the series does not fit', async () => {
  const doc = fakeDocument();
  const sales = Array.from({ length: 30 }, (_, day) => ({ start: `2026-11-${String(day + 1).padStart(2, '0')}`, amount: day * 100 }));
  await exportReportPdf(aSummary({ range: '30d', sales }), now);
  expect(doc.addPage).toHaveBeenCalled();
  expect(doc.texts).toEqual(expect.arrayContaining(['1 Nov', '30 Nov', '£29.00']));
});
