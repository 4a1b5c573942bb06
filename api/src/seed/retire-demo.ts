import { and, ne, sql } from 'drizzle-orm';
import { DISABLED_PASSWORD_HASH } from '../auth/passwords';
import { DEMO_ADMIN_EMAIL } from '../config';
import type { Db } from '../db/connect';
import { admins } from '../db/schema';
import { type DemoData, demoAdmin, findDemoData, hasDemoData } from './demo-rows';

/** Removes the demo rows; run it where the API runs, with the API's environment. */
export const REMOVE_DEMO_COMMAND = 'npm run db:remove-demo -w api';

/**
 * On a production start: a database first started in development still has the demo admin, whose
 * password is printed in the README, and demo events that are on sale. The admin is disabled at
 * once (no password matches it, and raising its token version ends its sessions); the demo rows
 * are only reported, because removing them is a decision for the operator.
 */
export async function retireDemoData(db: Db, log: { warn(details: object, message: string): void }): Promise<DemoData> {
  await db
    .update(admins)
    .set({ passwordHash: DISABLED_PASSWORD_HASH, tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(and(demoAdmin, ne(admins.passwordHash, DISABLED_PASSWORD_HASH)));
  const found = await findDemoData(db);
  if (hasDemoData(found)) {
    log.warn(
      { demoData: found },
      `This production database holds demo data from a development start (${describeDemoData(found)}). ` +
        `The demo admin ${DEMO_ADMIN_EMAIL} cannot sign in. Remove the demo data with: ${REMOVE_DEMO_COMMAND}`,
    );
  }
  return found;
}

/** "the demo admin, 6 experiences, 160 payments": what is there, for people to read. */
export function describeDemoData(found: DemoData): string {
  const parts = [
    found.admin !== 'absent' && `the ${found.admin === 'disabled' ? 'disabled ' : ''}demo admin`,
    found.experiences > 0 && `${found.experiences} experiences`,
    found.parties > 0 && `${found.parties} parties`,
    found.transactions > 0 && `${found.transactions} payments`,
    found.merchandiseItems > 0 && `${found.merchandiseItems} merchandise items`,
    found.merchandiseOrders > 0 && `${found.merchandiseOrders} merchandise orders`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}
