// `npm start`: builds what is missing, starts the API, serves the shell and the remotes,
// and prints where to go. Ctrl-C stops everything.
import { readyMessage, settingsFromEnv, startSystem, stopOnSignals } from './system';

async function main() {
  const settings = settingsFromEnv();
  const system = await startSystem(settings);
  stopOnSignals(system.stop);
  console.log(readyMessage(settings.publicUrl));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
