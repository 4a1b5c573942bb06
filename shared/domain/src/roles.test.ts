import { paths } from './routes';
import { AdminRole } from './auth';
import { can, homeOf, PERMISSION_NAMES, PERMISSIONS, pagePermission, ROLES } from './roles';

describe('roles', () => {
  it('are the four of the back office, and nothing else parses', () => {
    expect(ROLES).toEqual(['OWNER', 'ADMIN', 'FINANCE', 'CHECK_IN']);
    expect(AdminRole.safeParse('STAFF').success).toBe(false);
  });

  it('give the owner everything and an admin everything but the team', () => {
    for (const permission of PERMISSION_NAMES) expect(can('OWNER', permission)).toBe(true);
    expect(PERMISSION_NAMES.filter((permission) => !can('ADMIN', permission))).toEqual(['team']);
    // Uploads serve both catalogues' forms, guarded as event writes.
    expect(PERMISSIONS['events:write']).toEqual(PERMISSIONS['merchandise:write']);
  });

  it('give finance the money and read-only events, and the door only the door', () => {
    expect(PERMISSION_NAMES.filter((permission) => can('FINANCE', permission))).toEqual([
      'account',
      'events:read',
      'merchandise:read',
      'sales',
    ]);
    expect(PERMISSION_NAMES.filter((permission) => can('CHECK_IN', permission))).toEqual(['account', 'check-in']);
    expect(can(undefined, 'account')).toBe(false);
    expect(PERMISSIONS.account).toEqual(ROLES);
  });

  it('name the permission of every back-office page by its address', () => {
    expect(pagePermission(paths.admin.dashboard)).toBe('sales');
    expect(pagePermission(paths.admin.order('o1'))).toBe('sales');
    expect(pagePermission(paths.admin.events)).toBe('events:read');
    expect(pagePermission(paths.admin.eventTickets('parties', 'e1'))).toBe('events:read');
    expect(pagePermission(paths.admin.createExperience)).toBe('events:write');
    expect(pagePermission(paths.admin.eventCheckIn)).toBe('check-in');
    expect(pagePermission(paths.admin.merchandiseOrders)).toBe('merchandise:read');
    expect(pagePermission(paths.admin.merchandiseEdit(7))).toBe('merchandise:write');
    expect(pagePermission(paths.admin.merchandiseCreate)).toBe('merchandise:write');
    expect(pagePermission(paths.admin.settings)).toBe('account');
    expect(pagePermission('/admin/no-such-page')).toBeUndefined();
  });

  it('land each role on the first page it may open', () => {
    expect(homeOf('OWNER')).toBe(paths.admin.dashboard);
    expect(homeOf('FINANCE')).toBe(paths.admin.dashboard);
    expect(homeOf('CHECK_IN')).toBe(paths.admin.eventCheckIn);
  });
});
