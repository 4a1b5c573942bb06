import { formatPounds, instalmentLabel, paymentDate, type ScheduledInstalment } from '@shared/domain';
import { paymentDateTime } from '../format';
import { OrderTable, type OrderColumn } from './OrderTable';

const columns: OrderColumn<ScheduledInstalment>[] = [
  { header: 'Instalment', cell: (row) => instalmentLabel(`INSTALLMENT_${row.instalment}`) },
  { header: 'Amount', align: 'right', cell: (row) => formatPounds(row.amount) },
  { header: 'Due', cell: (row) => paymentDate(row.dueDate) },
  { header: 'Paid', cell: (row) => (row.paidAt ? paymentDateTime(row.paidAt) : 'Not yet') },
];

/** The later instalments of an instalment order (VAT included: what the buyer is asked for). */
export function ScheduleTable({ schedule }: { schedule: ScheduledInstalment[] }) {
  return (
    <OrderTable
      title="Instalment schedule"
      rows={schedule}
      columns={columns}
      rowKey={(row) => String(row.instalment)}
      empty="Paid in full: no instalments."
    />
  );
}
