import type { AuthContextValue, EmailLinkOutcome, Session } from './types';

/** The part of the auth state that changes: who is signed in, whether that is known yet, and how they got here. */
export interface AuthState {
  readonly session: Session | null;
  readonly loading: boolean;
  readonly recovering: boolean;
  readonly emailLink: EmailLinkOutcome | null;
}

/**
 * The changing auth state lives outside React's context: components read it
 * with useSyncExternalStore, so a change re-renders only the components that
 * read it. A context value change would instead reach every part of the tree,
 * including server-rendered parts still waiting to hydrate, which React would
 * then throw away and render again.
 */
export interface AuthStore {
  getState(): AuthState;
  setState(next: Partial<AuthState>): void;
  subscribe(listener: () => void): () => void;
}

/** What the server renders, and what hydration starts from. */
export const serverAuthState: AuthState = { session: null, loading: true, recovering: false, emailLink: null };

export function createAuthStore(): AuthStore {
  let state = serverAuthState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      if (Object.entries(next).every(([key, value]) => state[key as keyof AuthState] === value)) return;
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What AuthProvider puts in context: the store and the actions, neither of which changes. */
export interface AuthContextInternal {
  store: AuthStore;
  actions: Omit<AuthContextValue, keyof AuthState | 'user'>;
}

/**
 * The signed-in state and the actions on it, made by `createAuthSession` and shared by every
 * `AuthProvider` given it.
 */
export interface AuthSession extends AuthContextInternal {
  /** Starts following the session (the first provider to mount does); returns the way to stop. */
  connect(): () => void;
}
