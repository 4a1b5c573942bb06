import { Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * The bar's height on the page's root element (0px while it is hidden, from 600px up): the site's
 * layout lifts its floating chat button and lengthens the page by it, so neither the button nor the
 * page's last lines hide behind the bar (docs/architecture.md#sticky-bar-height).
 */
export const STICKY_BAR_HEIGHT = '--sticky-bar-height';

/**
 * On a phone, the page's main action kept at the bottom of the screen, with what it costs beside it:
 * 'Get tickets' on the event page, 'Pay' on the confirmation. Hidden from 600px up, where the page's
 * own button is in view beside the details.
 */
export function StickyActionBar({
  label,
  detail,
  onClick,
  disabled = false,
}: {
  label: string;
  detail?: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current!;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(STICKY_BAR_HEIGHT, `${element.offsetHeight}px`);
    publish();
    // Its height changes only with the screen's width (shown or not, one line or two).
    window.addEventListener('resize', publish);
    return () => {
      window.removeEventListener('resize', publish);
      root.style.removeProperty(STICKY_BAR_HEIGHT);
    };
  }, []);

  return (
    <Paper
      ref={bar}
      square
      elevation={8}
      data-testid="sticky-action-bar"
      sx={{
        display: { xs: 'flex', sm: 'none' },
        alignItems: 'center',
        gap: 2,
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Over the page, under the site's header (1100) and its chat button (1050).
        zIndex: 1040,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
      }}
    >
      {detail && (
        <Typography sx={{ fontWeight: 700, minWidth: 0 }} data-testid="sticky-action-detail">
          {detail}
        </Typography>
      )}
      <Button variant="contained" size="large" onClick={onClick} disabled={disabled} sx={{ ml: 'auto', flexShrink: 0 }}>
        {label}
      </Button>
    </Paper>
  );
}
