import { Alert, Button, Paper, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { paths } from '@shared/domain';
import { AdminPage, FormSkeleton, useSkeletonDelay } from '@shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The event forms show their skeleton about 800 ms. */
export const FORM_SKELETON_MS = 800;

/** Title, back link to /admin/events, the skeleton while loading, and the form with its Save as draft and submit buttons. */
export function EventFormFrame({
  title,
  loading,
  failure,
  submitLabel,
  saving,
  onSubmit,
  onSaveDraft,
  children,
}: {
  title: string;
  loading: boolean;
  /** Shown instead of the form when the event to edit could not be loaded. */
  failure?: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  /** Saves the event closed (status CLOSED): kept, not on sale. */
  onSaveDraft: () => void;
  children: ReactNode;
}) {
  const delayed = useSkeletonDelay(FORM_SKELETON_MS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AdminPage
      title={title}
      actions={
        <Button component={RouterLink} to={paths.admin.events} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : !delayed || loading ? (
        <FormSkeleton fields={8} />
      ) : (
        <Paper component="form" noValidate onSubmit={submit} variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <Stack spacing={3}>
            {children}
            <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
              <Button variant="outlined" size="large" disabled={saving} onClick={onSaveDraft} sx={{ whiteSpace: 'nowrap' }}>
                Save as draft
              </Button>
              <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ whiteSpace: 'nowrap' }}>
                {saving ? 'Saving...' : submitLabel}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </AdminPage>
  );
}
