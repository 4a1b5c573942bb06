import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, List, ListItemButton, ListItemText } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@shared/auth';
import { entriesFor, isActive, showChildren } from './navigation';

export function Sidebar({ onSignOut }: { onSignOut: () => void }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Box component="nav" aria-label="Admin" sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2 }}>
      <List sx={{ flex: 1 }}>
        {entriesFor(user?.role).map((entry) => (
          <Box component="li" key={entry.to}>
            <ListItemButton
              component={Link}
              to={entry.to}
              selected={isActive(entry, pathname)}
              aria-current={isActive(entry, pathname) ? 'page' : undefined}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
            {showChildren(entry, pathname) && (
              <List disablePadding>
                {entry.children!.map((child) => (
                  <li key={child.to}>
                    <ListItemButton
                      component={Link}
                      to={child.to}
                      selected={pathname === child.to}
                      aria-current={pathname === child.to ? 'page' : undefined}
                      sx={{ borderRadius: 2, mb: 0.5, pl: 5 }}
                    >
                      <ListItemText primary={child.label} />
                    </ListItemButton>
                  </li>
                ))}
              </List>
            )}
          </Box>
        ))}
      </List>
      <Button startIcon={<LogoutIcon />} color="inherit" onClick={onSignOut} sx={{ justifyContent: 'flex-start' }}>
        Sign out
      </Button>
    </Box>
  );
}
