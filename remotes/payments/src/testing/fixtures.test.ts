import { DashboardSummary, Transaction } from '@shared/domain';
import { aSummary, aTransaction } from './fixtures';

it('builds objects the API could really send', () => {
  expect(Transaction.parse(aTransaction())).toEqual(aTransaction());
  expect(DashboardSummary.parse(aSummary())).toEqual(aSummary());
});
