import UploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { errorMessage, uploadApi } from '@shared/api';
import { FilePickerButton } from '@shared/ui';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { ItemImage } from '../ItemImage';

interface Props {
  value: string;
  onChange(url: string): void;
  /** Told while a file is on its way, so the form is not saved with the old image. */
  onBusy(busy: boolean): void;
}

/** The item's image: uploaded through the API with a progress bar, shown, removable. */
export function ImageUpload({ value, onChange, onBusy }: Props) {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    onBusy(true);
    try {
      const { secure_url } = await uploadApi.image(file, (fraction) => setProgress(Math.round(fraction * 100)));
      onChange(secure_url);
    } catch (error) {
      toast.error(errorMessage(error, 'Image upload failed'));
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Image
      </Typography>
      {value && <ItemImage src={value} alt="Merchandise image" sx={{ maxWidth: 320, height: 220, borderRadius: 2 }} />}
      {progress !== null && (
        <Box sx={{ maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="body2" color="text.secondary">
            Uploading... {progress}%
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={2}>
        <FilePickerButton
          label={value ? 'Replace image' : 'Upload image'}
          icon={<UploadIcon />}
          accept="image/png,image/jpeg,image/webp"
          disabled={progress !== null}
          onChange={upload}
        />
        {value && progress === null && (
          <Button color="error" onClick={() => onChange('')}>
            Remove image
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
