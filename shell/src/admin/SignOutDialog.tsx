import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export function SignOutDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="sign-out-title">
      <DialogTitle id="sign-out-title">Sign Out</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to sign out?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onConfirm} variant="contained" color="secondary">
          Sign out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
