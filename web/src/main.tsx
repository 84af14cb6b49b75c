import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstScreenData } from './app/first-screen-data';
import { AppProvider, createAppQueryClient } from './app/provider';
import { AppRouter, preloadFirstScreen } from './app/router';
import { StartupError } from './components/errors/startup-error';
import { loadConfig } from './lib/config';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  preloadFirstScreen();
  try {
    await loadConfig();
  } catch (error) {
    console.error('Could not load /config.json', error);
    root.render(
      <AppProvider>
        <StartupError />
      </AppProvider>,
    );
    return;
  }
  // The first screen's data starts before React's first render, which holds the main thread a while.
  const queryClient = createAppQueryClient();
  prefetchFirstScreenData(queryClient);
  // A transition: React renders the first screen in slices, yielding to the browser between them
  // (input, paint) instead of in one long task; the boot canvas stays until the screen is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
