// Everything of @shared/ui. The MUI-free part comes through the '@shared/ui/core' specifier, not a
// relative path, so that both entries share its one instance (the site config lives there).
export * from '@shared/ui/core';
export { theme } from './theme';
export { FormSkeleton } from './FormSkeleton';
export { OutlinedTextField } from './OutlinedTextField';
export { ToastHost } from './toasts';
export { MuiFrame } from './MuiFrame';
export { AdminPage } from './AdminPage';
export { SidePanel } from './SidePanel';
export { FilePickerButton } from './FilePickerButton';
export { LoadFailed } from './LoadFailed';
export { errorProps, fieldErrorsOf, focusFirstInvalid, withoutError, type FieldErrors } from './fieldErrors';
export { saveFile } from './download';
export { useAskedSearchParams } from './askedAddress';
export { GridTable, type GridColumn } from './GridTable';
export { nextSort, type SortModel } from './tableSort';
export { ExportMenu } from './ExportMenu';
