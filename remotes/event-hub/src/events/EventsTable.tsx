import {
  Box,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Paper,
} from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { type AdminEventRow, formatEventDate, formatEventTime, formatPounds, paths } from '@shared/domain';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { editPath } from '../eventKinds';
import { StatusChip } from './StatusChip';
import { useCan } from '@shared/auth';
import { visuallyHidden } from '@shared/ui';

/**
 * On a narrow screen the table scrolls sideways under a fixed first column, so the title (and the
 * status beside it) stay in view; a solid background keeps the scrolled cells from showing through.
 */
const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  maxWidth: { xs: 160, sm: 'none' },
  borderRight: { xs: 1, sm: 0 },
  borderRightColor: 'divider',
} as const;

export function EventsTable({ events, emptyText }: { events: AdminEventRow[]; emptyText: string }) {
  const navigate = useNavigate();
  // Its one action is Edit: finance reads the events (docs/product-rules.md#roles).
  const mayEdit = useCan('events:write');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; event: AdminEventRow } | null>(null);
  const openMenu = (click: MouseEvent<HTMLElement>, event: AdminEventRow) => {
    // The row opens the preview; the menu button must not.
    click.stopPropagation();
    setMenu({ anchor: click.currentTarget, event });
  };

  return (
    // Relative, so the hidden column label stays inside the scrolling box on a narrow screen.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label="Events">
        <TableHead>
          <TableRow>
            <TableCell sx={stickyFirst}>Title</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Tickets Sold</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 6 }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            events.map((event) => {
              const preview = paths.admin.eventPreview(event.kind, event.id);
              return (
                <TableRow key={event.id} hover onClick={() => navigate(preview)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={stickyFirst}>
                    {/* The row is clickable with a mouse; the link is the same target for keyboards and screen readers. */}
                    <Link
                      component={RouterLink}
                      to={preview}
                      onClick={(click) => click.stopPropagation()}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {event.title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={event.status} />
                  </TableCell>
                  <TableCell>
                    {formatEventDate(event.date)}, {formatEventTime(event.time, { day: event.date, timeZone: event.timeZone })}
                  </TableCell>
                  <TableCell>{formatPounds(event.price)}</TableCell>
                  <TableCell>
                    {event.ticketsSold} / {event.capacity}
                  </TableCell>
                  <TableCell align="right">
                    {mayEdit && (
                      <IconButton
                        aria-label={`Actions for ${event.title}`}
                        aria-haspopup="menu"
                        onClick={(click) => openMenu(click, event)}
                      >
                        <MoreVert />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {/* Kept in the page's main landmark rather than at the end of <body> (docs/conventions.md#accessibility-checks). */}
      <Menu disablePortal anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => menu && navigate(editPath(menu.event.kind, menu.event.id))}>Edit Event</MenuItem>
      </Menu>
    </TableContainer>
  );
}
