import { Box } from '@mui/material';

/** The first three images of the event: one large, two beside it (stacked below it on a phone). */
export function EventGallery({ images, title }: { images: string[]; title: string }) {
  const shown = images.slice(0, 3);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr' },
        gridTemplateRows: { xs: 'auto auto', md: '1fr 1fr' },
        '& img': {
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          borderRadius: 2,
          aspectRatio: '3 / 2',
          background: '#e7e5ef',
        },
        '& img:first-of-type': { gridColumn: { xs: '1 / 3', md: '1' }, gridRow: { md: '1 / 3' } },
      }}
    >
      {shown.map((src, index) => (
        <img key={src + index} src={src} alt={`${title} (image ${index + 1} of ${shown.length})`} width={600} height={400} />
      ))}
    </Box>
  );
}
