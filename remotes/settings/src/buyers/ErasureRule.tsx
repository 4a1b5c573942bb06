import { Paper, Skeleton, Typography } from '@mui/material';
import { useTeamSettings } from '@shared/api';
import { useCan } from '@shared/auth';
import { count } from '../format';

/** The team's rule for erasing buyers on its own: read here, set by the owner in Team. */
export function ErasureRule() {
  const mayRead = useCan('team');
  const settings = useTeamSettings(mayRead);
  const months = settings.data?.eraseBuyersAfterMonths;
  let text;
  if (!mayRead) text = 'The owner sets whether buyers are erased automatically, in Settings > Team.';
  else if (settings.isError) text = "The team's rule could not be loaded.";
  else if (months === undefined) text = null;
  else if (months === null) text = 'Buyers are not erased automatically: only when someone erases them here. Change it in Team rules.';
  else text = `Buyers are erased automatically ${count(months, 'month')} after their last event. Change it in Team rules.`;
  return (
    <Paper component="section" aria-labelledby="erasure-rule-title" sx={{ p: 3 }}>
      <Typography variant="h4" component="h3" id="erasure-rule-title" sx={{ mb: 1 }}>
        Automatic erasure
      </Typography>
      {text === null ? <Skeleton variant="text" /> : <Typography data-testid="erasure-rule">{text}</Typography>}
    </Paper>
  );
}
