import { Chip, Stack, Typography } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { ITEM_IMAGE_RATIO, ItemImage } from '../ItemImage';

/** What the details panel and the item details dialog both show of an item. */
export function ItemDetails({ item }: { item: MerchandiseItem }) {
  return (
    <Stack spacing={2}>
      <ItemImage src={item.image} alt={item.title} sx={{ aspectRatio: ITEM_IMAGE_RATIO, height: 'auto', borderRadius: 2 }} />
      <Typography variant="h6" component="h3">
        {item.title}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.25rem' }}>{item.displayPrice}</Typography>
      {item.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{item.description}</Typography>}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Variants" role="list">
        {item.variants.map((variant) => (
          <Chip key={variant} label={variant} role="listitem" />
        ))}
      </Stack>
    </Stack>
  );
}
