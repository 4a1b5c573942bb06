import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { useState, type MouseEvent } from 'react';

const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#ffffff' } } as const;

/** One image at a time; previous/next controls only when there are several. */
export function ImageCarousel({ images, alt, eager = false }: { images: string[]; alt: string; eager?: boolean }) {
  const [index, setIndex] = useState(0);
  const step = (delta: number) => (event: MouseEvent) => {
    // The card around the carousel is a link; the arrows must not follow it.
    event.preventDefault();
    event.stopPropagation();
    setIndex((i) => (i + delta + images.length) % images.length);
  };
  if (images.length === 0) return null;
  return (
    <Box sx={{ position: 'relative', aspectRatio: '3 / 2', bgcolor: 'grey.200', overflow: 'hidden' }}>
      <img
        src={images[index]}
        alt={`${alt} (image ${index + 1} of ${images.length})`}
        width={600}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {images.length > 1 && (
        <>
          <IconButton size="small" aria-label="Previous image" onClick={step(-1)} sx={{ ...arrow, left: 8 }}>
            <ChevronLeft />
          </IconButton>
          <IconButton size="small" aria-label="Next image" onClick={step(1)} sx={{ ...arrow, right: 8 }}>
            <ChevronRight />
          </IconButton>
        </>
      )}
    </Box>
  );
}
