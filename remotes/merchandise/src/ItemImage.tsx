import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';

// An image that fails to load (or an item without one) shows this placeholder instead.
export const placeholderImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#ece9f5"/>' +
    '<path d="M150 110h100v80H150z" fill="none" stroke="#8b85a8" stroke-width="8" stroke-linejoin="round"/>' +
    '<circle cx="178" cy="136" r="10" fill="#8b85a8"/><path d="M158 182l32-32 22 22 14-14 24 24" fill="none" stroke="#8b85a8" stroke-width="8" stroke-linejoin="round"/></svg>',
)}`;

/**
 * The frame every item picture is shown in (docs/product-rules.md#merchandise): one shape whatever
 * the upload's own, cropped to fill it, so the cards of a row line up.
 */
export const ITEM_IMAGE_RATIO = '4 / 3';

/** A merchandise or order image that falls back to the placeholder when it cannot be shown. */
export function ItemImage({ src, alt, sx }: { src: string; alt: string; sx?: SxProps<Theme> }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <Box
      component="img"
      src={failed || !src ? placeholderImage : src}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', bgcolor: '#ece9f5', ...sx }}
    />
  );
}
