import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface OrderColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** Free text (a reason): wraps instead of keeping to one line. */
  wraps?: boolean;
}

interface OrderTableProps<Row> {
  title: string;
  rows: Row[];
  columns: OrderColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** Said instead of an empty table. */
  empty: string;
}

/** The first column stays in view while a narrow table scrolls sideways (docs/product-rules.md#tables-on-a-phone). */
const firstColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** One titled section of the order page: a small table that scrolls sideways on a narrow screen, its first column held. */
export function OrderTable<Row>({ title, rows, columns, rowKey, empty }: OrderTableProps<Row>) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        // Focusable so a keyboard user can scroll the table sideways on a narrow screen.
        <TableContainer tabIndex={0} role="group" aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map(({ header, align }, index) => (
                  <TableCell key={header} align={align} sx={index === 0 ? firstColumn : undefined}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
                  {columns.map(({ header, cell, align, wraps }, index) => (
                    <TableCell
                      key={header}
                      align={align}
                      sx={[wraps ? { minWidth: 200, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }, index === 0 && firstColumn]}
                    >
                      {cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
