import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast/toast-store';

// CI runs these files beside the integration files on 2 cores (scripts/test-all.sh): a screen can take
// longer than Testing Library's 1 s default to get where a test waits for it.
configure({ asyncUtilTimeout: 4000 });

// Unit tests never talk to Cognito: each test sets the behaviour it needs on these mocks.
vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  confirmSignIn: vi.fn(),
  fetchMFAPreference: vi.fn(async () => ({})),
}));

// jsdom has no matchMedia; MUI's useMediaQuery asks for it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  vi.clearAllMocks();
});
