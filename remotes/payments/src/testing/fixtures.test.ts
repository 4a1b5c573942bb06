import { AdminOrder, DashboardSummary, OrderListItem, Transaction } from '@shared/domain';
import { anAdminOrder, anOrderListItem, aSummary, aTransaction } from './fixtures';

it('builds objects the API could really send', () => {
  expect(Transaction.parse(aTransaction())).toEqual(aTransaction());
  expect(DashboardSummary.parse(aSummary())).toEqual(aSummary());
  expect(OrderListItem.parse(anOrderListItem())).toEqual(anOrderListItem());
  expect(AdminOrder.parse(anAdminOrder())).toEqual(anAdminOrder());
});
