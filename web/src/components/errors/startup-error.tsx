import { ReloadNotice } from './reload-notice';

/** Shown when /config.json cannot be loaded: the SPA cannot reach its sign-in service without it. */
export function StartupError() {
  return (
    <ReloadNotice
      title="Ringside is warming up"
      text="We couldn't reach the arena. Check your connection and try again."
      action="Try again"
    />
  );
}
