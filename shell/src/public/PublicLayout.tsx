import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { AppBar, Box, Button, Container, Drawer, Fab, IconButton, Link as MuiLink, List, ListItemButton, ListItemText, Stack, Toolbar, Typography } from '@mui/material';
import { useSiteConfig } from '@shared/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { footerLinks, navLinks, socialLinks, whatsAppUrl } from './links';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { brand } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', overflowX: 'clip' }}>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Container maxWidth="lg">
          <Toolbar disableGutters>
            <Typography component={Link} to="/" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', textDecoration: 'none', flex: 1 }}>
              {brand}
            </Typography>
            <Stack component="nav" aria-label="Main" direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
              {navLinks.map((link) => (
                <Button
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  end
                  color="inherit"
                  sx={{ '&.active': { color: 'primary.main', fontWeight: 800 } }}
                >
                  {link.label}
                </Button>
              ))}
            </Stack>
            <IconButton aria-label="Open menu" onClick={() => setMenuOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box sx={{ width: 260 }} role="presentation">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="nav" aria-label="Mobile">
            {navLinks.map((link) => (
              <ListItemButton key={link.to} component={Link} to={link.to} selected={pathname === link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ bgcolor: '#1a1530', color: '#ffffff', py: 5, mt: 6 }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 800 }}>{brand}</Typography>
            <Stack direction="row" spacing={3} component="nav" aria-label="Legal">
              {footerLinks.map((link) => (
                <MuiLink key={link.to} component={Link} to={link.to} color="inherit">
                  {link.label}
                </MuiLink>
              ))}
            </Stack>
            <Stack direction="row" spacing={3} aria-label="Social">
              {socialLinks.map((link) => (
                <MuiLink key={link.href} href={link.href} color="inherit" target="_blank" rel="noopener noreferrer">
                  {link.label}
                </MuiLink>
              ))}
            </Stack>
          </Stack>
          <Typography variant="body2" sx={{ mt: 3, opacity: 0.8 }}>
            © {new Date().getFullYear()} {brand}. All prices in pounds sterling.
          </Typography>
        </Container>
      </Box>
      <Fab
        href={whatsAppUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        sx={{ position: 'fixed', right: 20, bottom: 20, bgcolor: '#128c4a', color: '#ffffff', '&:hover': { bgcolor: '#0e6e3a' } }}
      >
        <WhatsAppIcon />
      </Fab>
    </Box>
  );
}
