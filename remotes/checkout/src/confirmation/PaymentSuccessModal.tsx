import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { paths } from '@shared/domain';
import { useNavigate } from 'react-router-dom';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { checkoutStore } from '../event/checkoutStore';
import { paymentReturn } from '../paymentReturn';
import { OrderReceipt } from '../return/OrderReceipt';

/** The checkout is over once the buyer leaves the modal, by Back Home or the way to their booking. */
const finish = () => {
  paymentReturn.clear();
  checkoutStore.clear();
};

/**
 * Shown once after returning from a successful payment, with the order's receipt when the return
 * named the order; 'Back Home' ends the checkout.
 */
export function PaymentSuccessModal({ event }: { event?: CheckoutEvent }) {
  const navigate = useNavigate();
  const image = paymentReturn.image();
  const orderId = paymentReturn.order();
  const backHome = () => {
    finish();
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
        {orderId && <OrderReceipt orderId={orderId} event={event} onLeave={finish} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={backHome}>
          Back Home
        </Button>
      </DialogActions>
    </Dialog>
  );
}
