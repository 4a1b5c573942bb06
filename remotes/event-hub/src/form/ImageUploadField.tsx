import { Box, Chip, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { errorMessage, uploadApi } from '@shared/api';
import { FilePickerButton } from '@shared/ui';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import type { FieldErrorProps } from './useEventForm';

export const POSTER_ONE_AT_A_TIME = 'You can only upload one poster image.';
export const POSTER_ONLY_ONE = 'Only one poster image is allowed. Remove the current one to add a new poster.';

interface Upload {
  key: number;
  name: string;
  /** 0-1 */
  progress: number;
}

let nextKey = 0;

const cornerButton = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } };

/**
 * Images chosen here go straight to POST /api/uploads, each with its own progress bar; the
 * form keeps only the stored URLs, in the order they were chosen, and any of them can be moved
 * (left and right buttons, so a keyboard can too) or removed again before saving. With `single`,
 * the poster rules apply: one file at a time and one poster in all, marked as the poster.
 */
export function ImageUploadField({
  label,
  single = false,
  urls,
  onAdd,
  onRemove,
  onMove,
  onBusyChange,
  errorProps,
}: {
  label: string;
  single?: boolean;
  urls: string[];
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  onMove?: (from: number, to: number) => void;
  onBusyChange: (busy: boolean) => void;
  errorProps: FieldErrorProps;
}) {
  const helperId = `${useId()}-helper`;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  /** The stored URL of the file, or undefined (and a toast) when it could not be uploaded. */
  const upload = async (file: File, key: number): Promise<string | undefined> => {
    try {
      const { secure_url } = await uploadApi.image(file, (progress) =>
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress } : u))),
      );
      return secure_url;
    } catch (error) {
      console.error('Image upload failed', error);
      toast.error(errorMessage(error, `Could not upload ${file.name}`));
      return undefined;
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again (after removing it) fires a change again.
    event.target.value = '';
    if (files.length === 0) return;
    if (single && files.length > 1) return void toast.error(POSTER_ONE_AT_A_TIME);
    if (single && urls.length + uploads.length > 0) return void toast.error(POSTER_ONLY_ONE);
    const started = files.map((file) => ({ key: nextKey++, name: file.name, progress: 0 }));
    setUploads((current) => [...current, ...started]);
    // Uploaded side by side, added in the order chosen (not the order they finish), and only then
    // no longer busy, so the form never sees a moment with the files neither uploading nor added.
    void Promise.all(files.map((file, i) => upload(file, started[i].key))).then((stored) => {
      for (const url of stored) if (url) onAdd(url);
      setUploads((current) => current.filter((u) => !started.some((s) => s.key === u.key)));
    });
  };

  const name = (i: number) => (single ? 'poster image' : `event image ${i + 1}`);

  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack component="ol" direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 1, p: 0, listStyle: 'none' }}>
        {urls.map((url, i) => (
          <Box component="li" key={url} sx={{ position: 'relative', width: single ? 260 : 120, height: single ? 81 : 120 }}>
            <Box
              component="img"
              src={url}
              alt={single ? 'Poster image' : `Event image ${i + 1}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            {single && <Chip label="Poster" size="small" color="primary" sx={{ position: 'absolute', bottom: 4, left: 4 }} />}
            <IconButton
              size="small"
              aria-label={`Remove ${name(i)}`}
              onClick={() => onRemove(url)}
              sx={{ position: 'absolute', top: 4, right: 4, ...cornerButton }}
            >
              <Close fontSize="small" />
            </IconButton>
            {onMove && urls.length > 1 && (
              <Stack direction="row" sx={{ position: 'absolute', bottom: 4, left: 4, right: 4, justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={`Move ${name(i)} left`}
                  disabled={i === 0}
                  onClick={() => onMove(i, i - 1)}
                  sx={cornerButton}
                >
                  <ChevronLeft fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${name(i)} right`}
                  disabled={i === urls.length - 1}
                  onClick={() => onMove(i, i + 1)}
                  sx={cornerButton}
                >
                  <ChevronRight fontSize="small" />
                </IconButton>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {uploads.map((u) => (
        <Box key={u.key} sx={{ mb: 1, maxWidth: 360 }}>
          <Typography variant="body2">Uploading {u.name}</Typography>
          <LinearProgress variant="determinate" value={Math.round(u.progress * 100)} aria-label={`Uploading ${u.name}`} />
        </Box>
      ))}
      <FilePickerButton
        label={single ? 'Upload poster image' : 'Upload event images'}
        icon={<CloudUpload />}
        accept="image/png,image/jpeg,image/webp"
        // Several files may be picked even for the poster, so the one-at-a-time message can be told.
        multiple
        onChange={choose}
        error={errorProps.error}
        inputRef={errorProps.inputRef}
        aria-describedby={helperId}
      />
      <FormHelperText id={helperId} error={errorProps.error}>
        {errorProps.error ? errorProps.helperText : single ? 'Exactly one poster image.' : 'At least 3 event images, shown in this order.'}
      </FormHelperText>
    </Box>
  );
}
