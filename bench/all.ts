// `npm run bench`: every budget of bench/budgets.json in one table. Sections run one after the
// other so none measures while another loads the machine; the start section runs first because it
// deletes the builds, and web rebuilds them.
import { benchAdmin } from './admin';
import { benchApi } from './api';
import { benchBuild } from './build';
import { benchOrders } from './orders';
import { benchRush } from './rush';
import { benchStart } from './start';
import { type Row, printTable } from './table';
import { benchWeb } from './web';

const sections: [string, () => Promise<Row[]>][] = [
  ['start', benchStart],
  ['build', benchBuild],
  ['web', benchWeb],
  ['api', benchApi],
  ['orders', benchOrders],
  ['rush', benchRush],
  ['admin', benchAdmin],
];

const rows: Row[] = [];
for (const [name, section] of sections) {
  console.log(`\n== ${name} ==`);
  try {
    rows.push(...(await section()));
  } catch (error) {
    console.error(error);
    rows.push({ figure: `${name}: the benchmark itself`, measured: 'crashed', budget: 'runs', pass: false });
  }
}
printTable(rows);
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
