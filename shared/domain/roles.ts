// The '@shared/domain/roles' entry: who may do what (docs/product-rules.md#roles), without zod, for
// the shared auth module that every page loads.
export { can, homeOf, pagePermission, PERMISSION_NAMES, PERMISSIONS, ROLES, roleLabels, type Permission } from './src/roles';
