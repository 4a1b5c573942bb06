/** 'less than a minute', 'about 1 minute', 'about 12 minutes', 'about 2 hours': a wait as people say it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `about ${Math.round(minutes / 60)} hours`;
}
