import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled panel that slides in from the right over an admin page, with a Close button. */
export function SidePanel({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the shell's app bar (which sits over the sidebar), so the panel's heading and Close show.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Box sx={{ width: { xs: '100vw', sm: 420 }, maxWidth: '100vw', p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h2" id={titleId}>
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}
