import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Card, CardActionArea, CardContent, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import type { MerchandiseItem } from '@shared/domain';
import { useState } from 'react';
import { ITEM_IMAGE_RATIO, ItemImage } from '../ItemImage';
import { useCan } from '@shared/auth';

interface Props {
  item: MerchandiseItem;
  onOpen(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One item of the grid: opens the details panel, and has an Edit/Delete menu. */
export function MerchandiseCard({ item, onOpen, onEdit, onDelete }: Props) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Edit and Delete are the menu's only actions: no menu for a role that may not change the catalogue.
  const mayWrite = useCan('merchandise:write');
  const choose = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Card component="article" sx={{ position: 'relative', height: '100%' }}>
      {/* A column from the top: the frames, then the titles, start at the same height in every card of a row. */}
      <CardActionArea
        onClick={onOpen}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <ItemImage src={item.image} alt="" sx={{ aspectRatio: ITEM_IMAGE_RATIO, height: 'auto' }} />
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ pr: 4 }}>
            {item.title}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{item.displayPrice}</Typography>
          {item.variants.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {item.variants.join(' · ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
      {mayWrite && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <IconButton
            aria-label={`Actions for ${item.title}`}
            aria-haspopup="menu"
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
          >
            <MoreVertIcon />
          </IconButton>
        </Box>
      )}
      {/* Kept in the page's main landmark rather than at the end of <body> (docs/conventions.md#accessibility-checks). */}
      <Menu disablePortal anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={choose(onEdit)}>Edit</MenuItem>
        <MenuItem onClick={choose(onDelete)}>Delete</MenuItem>
      </Menu>
    </Card>
  );
}
