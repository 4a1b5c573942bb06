import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { paths } from '@shared/domain';
import { useNavigate } from 'react-router-dom';
import { checkoutStore } from '../event/checkoutStore';
import { paymentReturn } from '../paymentReturn';

/** Shown once after returning from a successful payment; 'Back Home' ends the checkout. */
export function PaymentSuccessModal() {
  const navigate = useNavigate();
  const image = paymentReturn.image();
  const backHome = () => {
    paymentReturn.clear();
    checkoutStore.clear();
    navigate(paths.home);
  };
  return (
    <Dialog open aria-labelledby="payment-success-title" aria-describedby="payment-success-text">
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} aria-hidden="true" />
      </Box>
      <DialogTitle id="payment-success-title" sx={{ textAlign: 'center' }}>
        Payment Successful
      </DialogTitle>
      <DialogContent>
        {image && <Box component="img" src={image} alt="" sx={{ display: 'block', width: '100%', borderRadius: 2, mb: 2 }} />}
        <DialogContentText id="payment-success-text" sx={{ textAlign: 'center' }}>
          Thank you! Your tickets are on their way to your e-mail.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={backHome}>
          Back Home
        </Button>
      </DialogActions>
    </Dialog>
  );
}
