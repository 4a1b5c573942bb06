import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import type { TicketWallet } from '@shared/domain';

/**
 * A ticket's "Add to Apple Wallet" and "Save to Google Wallet" buttons: each only when the site
 * offers that wallet (the API sends its link), so a site with neither shows nothing.
 */
export function WalletButtons({ wallet }: { wallet: TicketWallet | undefined }) {
  return (
    <>
      {wallet?.apple && (
        // Safari hands the .pkpass to Wallet; other browsers download it.
        <Button component="a" href={wallet.apple} size="small" startIcon={<AppleIcon />}>
          Add to Apple Wallet
        </Button>
      )}
      {wallet?.google && (
        <Button component="a" href={wallet.google} target="_blank" rel="noopener noreferrer" size="small" startIcon={<GoogleIcon />}>
          Save to Google Wallet
        </Button>
      )}
    </>
  );
}
