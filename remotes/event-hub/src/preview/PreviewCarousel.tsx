import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useState } from 'react';

/** The carousel shows 3 images at a time. */
export const VISIBLE_IMAGES = 3;

/** Three images side by side; previous/next move the row by one image. */
export function PreviewCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [start, setStart] = useState(0);
  const lastStart = Math.max(0, images.length - VISIBLE_IMAGES);
  const shown = images.slice(start, start + VISIBLE_IMAGES);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={`${alt} images`}>
      <IconButton aria-label="Previous images" disabled={start === 0} onClick={() => setStart((s) => Math.max(0, s - 1))}>
        <ChevronLeft />
      </IconButton>
      <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: `repeat(${VISIBLE_IMAGES}, minmax(0, 1fr))`, gap: 1 }}>
        {shown.map((url, i) => (
          <Box
            key={url}
            component="img"
            src={url}
            alt={`${alt} (image ${start + i + 1} of ${images.length})`}
            sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 1 }}
          />
        ))}
      </Box>
      <IconButton aria-label="Next images" disabled={start >= lastStart} onClick={() => setStart((s) => Math.min(lastStart, s + 1))}>
        <ChevronRight />
      </IconButton>
      {images.length === 0 && <Typography color="text.secondary">No images</Typography>}
    </Stack>
  );
}
