import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, statusOf, useCreateMerchandise, useMerchandiseItem, useUpdateMerchandise } from '@shared/api';
import { type MerchandiseItem, paths, penceToPoundsString } from '@shared/domain';
import { AdminPage, FormSkeleton } from '@shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ImageUpload } from './ImageUpload';
import { type MerchandiseDraft, emptyDraft, toInput } from './draft';
import { VariantsField } from './VariantsField';

const fromItem = (item: MerchandiseItem): MerchandiseDraft => ({
  title: item.title,
  price: penceToPoundsString(item.price),
  description: item.description,
  image: item.image,
  variants: item.variants,
});

/** /admin/merchandise/create, and /admin/merchandise/edit/{id} when the path has an id. */
export function MerchandiseFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const item = useMerchandiseItem(editing ? Number(id) : null);
  const create = useCreateMerchandise();
  const update = useUpdateMerchandise();
  const [draft, setDraft] = useState<MerchandiseDraft | null>(editing ? null : emptyDraft);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const loadError = item.error;
  const missing = statusOf(loadError) === 404 || statusOf(loadError) === 400;
  // The draft starts from this visit's answer, never an older cached copy, and only once: what
  // the admin types is not replaced by a later answer.
  const loaded = item.isFetchedAfterMount ? item.data : undefined;

  useEffect(() => {
    if (loaded) setDraft((now) => now ?? fromItem(loaded));
  }, [loaded]);

  useEffect(() => {
    if (loadError && !missing) toast.error(errorMessage(loadError, 'Failed to load merchandise'));
  }, [loadError, missing]);

  const change = <Name extends keyof MerchandiseDraft>(name: Name, value: MerchandiseDraft[Name]) =>
    setDraft((now) => now && { ...now, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving || uploading) return;
    const checked = toInput(draft);
    if (typeof checked === 'string') {
      toast.error(checked);
      return;
    }
    setSaving(true);
    try {
      if (editing) await update.mutateAsync({ id: Number(id), input: checked });
      else await create.mutateAsync(checked);
      toast.success(editing ? 'Merchandise updated successfully' : 'Merchandise published successfully');
      navigate(paths.admin.merchandise);
    } catch (error) {
      toast.error(errorMessage(error, editing ? 'Failed to update merchandise' : 'Failed to publish merchandise'));
    } finally {
      setSaving(false);
    }
  };

  const back = (
    <Button component={Link} to={paths.admin.merchandise} startIcon={<ArrowBackIcon />}>
      Back
    </Button>
  );
  const title = editing ? 'Edit Merchandise' : 'Create New Merchandise';
  if (missing) {
    return (
      <AdminPage title={title} actions={back}>
        <Typography>Item not found</Typography>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} actions={back}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
        {!draft ? (
          <FormSkeleton fields={4} />
        ) : (
          <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={title}>
            <TextField label="Title" value={draft.title} onChange={(e) => change('title', e.target.value)} required fullWidth />
            <TextField
              label="Price"
              type="number"
              value={draft.price}
              onChange={(e) => change('price', e.target.value)}
              required
              fullWidth
              slotProps={{
                htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              }}
            />
            <TextField
              label="Description"
              value={draft.description}
              onChange={(e) => change('description', e.target.value)}
              multiline
              minRows={4}
              fullWidth
            />
            <VariantsField value={draft.variants} onChange={(variants) => change('variants', variants)} />
            <ImageUpload value={draft.image} onChange={(image) => change('image', image)} onBusy={setUploading} />
            <Button type="submit" variant="contained" size="large" disabled={saving || uploading} sx={{ alignSelf: 'flex-start' }}>
              {editing ? 'Save Changes' : 'Publish'}
            </Button>
          </Stack>
        )}
      </Paper>
    </AdminPage>
  );
}
