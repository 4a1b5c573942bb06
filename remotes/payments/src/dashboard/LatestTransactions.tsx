import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPounds, paymentDate, paymentMethodLabel, type Transaction } from '@shared/domain';
import { StatusChip } from '../StatusChip';

/** The latest payments, newest first. */
export function LatestTransactions({ transactions }: { transactions: Transaction[] }) {
  return (
    <Paper component="section" aria-labelledby="latest-transactions" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id="latest-transactions" variant="h3" component="h2" sx={{ mb: 1 }}>
        Transactions
      </Typography>
      {transactions.length === 0 ? (
        <Typography color="text.secondary">No transactions yet.</Typography>
      ) : (
        // Focusable so a keyboard user can scroll the table sideways on a narrow screen.
        <TableContainer tabIndex={0} role="group" aria-labelledby="latest-transactions">
          <Table size="small" aria-labelledby="latest-transactions">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((transaction) => (
                <TableRow key={transaction.id}>
                  <TableCell>
                    {transaction.payerFirstName} {transaction.payerLastName}
                  </TableCell>
                  <TableCell>{transaction.productName}</TableCell>
                  <TableCell>{paymentMethodLabel(transaction.paymentMethod)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentDate(transaction.date)}</TableCell>
                  <TableCell align="right">{formatPounds(transaction.amountPaid)}</TableCell>
                  <TableCell>
                    <StatusChip status={transaction.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
