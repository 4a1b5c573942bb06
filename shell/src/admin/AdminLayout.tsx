import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { AppBar, Badge, Box, ButtonBase, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { paths } from '@shared/domain';
import { useSiteConfig } from '@shared/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { SignOutDialog } from './SignOutDialog';
import { useCurrentMember } from './useCurrentMember';
import { useSignOut } from './useSignOut';
import { useTwoFactorGate } from './useTwoFactorGate';

const sidebarWidth = '16rem';

export function AdminLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { brand } = useSiteConfig();
  useCurrentMember();
  useTwoFactorGate();

  // The small-screen sidebar closes on navigation.
  useEffect(() => setMobileOpen(false), [pathname]);

  const sidebar = (
    <Sidebar
      onSignOut={() => {
        setMobileOpen(false);
        setConfirming(true);
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          {!large && (
            <IconButton edge="start" aria-label="Open menu" onClick={() => setMobileOpen((open) => !open)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
          )}
          <ButtonBase onClick={() => navigate(paths.admin.dashboard)} aria-label={`${brand} dashboard`} sx={{ borderRadius: 1, px: 1 }}>
            <Typography variant="h6" component="span" sx={{ fontWeight: 800, color: 'primary.main' }}>
              {brand}
            </Typography>
          </ButtonBase>
          <Box sx={{ flex: 1 }} />
          <IconButton aria-label="Notifications">
            <Badge variant="dot" color="success" overlap="circular">
              <NotificationsIcon />
            </Badge>
          </IconButton>
          <Typography sx={{ ml: 1, fontWeight: 600 }}>Admin</Typography>
        </Toolbar>
      </AppBar>
      {large ? (
        <Drawer
          variant="permanent"
          sx={{ width: sidebarWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: sidebarWidth, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          // A temporary drawer is a modal dialog, which needs a name (axe: aria-dialog-name).
          slotProps={{ paper: { 'aria-label': 'Menu' } }}
          sx={{ '& .MuiDrawer-paper': { width: sidebarWidth, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar />
        {children}
      </Box>
      <SignOutDialog open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void signOut()} />
    </Box>
  );
}
