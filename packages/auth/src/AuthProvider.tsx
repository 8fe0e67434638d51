import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as AccountOutcomes from './accountOutcomes';
import type { WaitingLink } from './accountOutcomes';
import { authServiceMessages } from './authErrors';
import { hasAuthWork, storageKeyFor } from './authWork';
import { createAuthStore, type AuthContextInternal, type AuthSession } from './authStore';
import { addressWithoutEmailLink, readEmailLink } from './emailLink';
import { FOLLOWED_AUTH_EVENTS, type AuthResult, type EmailCodePurpose, type SignOutScope, type SupabaseClient } from './types';

/** What runs once the client is here: the reader's words for outcomes, emailed links, deleting. */
type Outcomes = typeof AccountOutcomes;

/** Holds the auth store and actions; read them with `useAuth()`. */
export const AuthContext = createContext<AuthContextInternal | null>(null);

/**
 * Where emailed links bring the reader back to: paths on the site the reader is using (so a
 * reader of the Nigeria site returns to it), or full URLs. The auth server must allow them
 * (its site URL and redirect allow-list).
 */
export interface AuthLinks {
  /** After confirming a sign-up. Default `/`. */
  confirmation?: string;
  /** After a password-reset link, to choose a new password. Default `/`. */
  passwordReset?: string;
}

/** Where the auth client comes from: a client, or the project to create one for (in the browser). */
export type AuthClientSource =
  | {
      /** A client made with `createAuthClient` (or `createClient` from supabase-js). */
      client: SupabaseClient;
      url?: never;
      anonKey?: never;
      timeoutMs?: never;
    }
  | {
      client?: never;
      /** The Supabase project URL or the local auth server's; the client is created in the browser. */
      url: string;
      /** The public anonymous key. */
      anonKey: string;
      /** How long one auth request may take before the reader is told the service is slow (ms). Default 8000. */
      timeoutMs?: number;
    };

/** What `createAuthSession` needs: where the client comes from, and where emailed links lead. */
export type AuthSessionOptions = AuthClientSource & {
  /** Where emailed links lead; see `AuthLinks`. */
  links?: AuthLinks;
};

export type AuthProviderProps = {
  children?: ReactNode;
} & (
  | (AuthSessionOptions & { session?: never })
  | {
      /** A session made with `createAuthSession`, shared with other providers (other React roots). */
      session: AuthSession;
      links?: never;
      client?: never;
      url?: never;
      anonKey?: never;
      timeoutMs?: never;
    }
);

const followed = new Set<string>(FOLLOWED_AUTH_EVENTS);

/** Marks a failure to download the client itself (offline, or the site was redeployed meanwhile). */
class ClientLoadError extends Error {
  override readonly name = 'ClientLoadError';
}

/**
 * The signed-in state and the actions on it, outside React, so that several React roots on one
 * page (islands, say) can share one client and one state: give each root's `AuthProvider` the same
 * session. Nothing runs until a provider mounts: then the client is created (and supabase-js
 * downloaded) only if the page has auth work (see `hasAuthWork`), or when the reader signs in or
 * up, or another tab signs in. Safe to create on the server: it touches no browser API until then.
 *
 * @example
 * export const siteAuth = createAuthSession({ url: import.meta.env.VITE_SUPABASE_URL, anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY });
 * // in each root:
 * <AuthProvider session={siteAuth}><AccountLink /></AuthProvider>
 */
export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { client: givenClient, url, anonKey, timeoutMs, links } = options;
  if (!givenClient && (!url || !anonKey)) {
    throw new Error('AuthProvider needs either a `client`, or both `url` and `anonKey`.');
  }
  const store = createAuthStore();
  let client: SupabaseClient | null = givenClient ?? null;
  // One client per session: two clients on one storage key would both try to refresh the same tokens.
  let creating: Promise<SupabaseClient> | null = null;
  let providers = 0;
  let stopFollowing: (() => void) | null = null;
  let stopListening: (() => void) | null = null;
  let stopLinkFollowing: (() => void) | null = null;
  // An emailed link that signs in only when the reader asks (`continueEmailLink`), kept here and
  // never in the address.
  let waitingLink: WaitingLink | null = null;

  /** Follows the client's session events while any provider is mounted. */
  const follow = () => {
    if (!client || stopFollowing || providers === 0) return;
    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (!followed.has(event)) return;
      // supabase-js calls this inside its lock: only set state here, never await the client.
      store.setState({ session: next, loading: false, recovering: recoveringAfter(event, store.getState().recovering) });
    });
    stopFollowing = () => data.subscription.unsubscribe();
  };

  /**
   * The client, downloading supabase-js the first time it is needed, and with it the code that
   * puts its answers in words (`accountOutcomes`), which nothing needs before the client answers.
   */
  let outcomes: Outcomes | null = null;
  const loadClient = (): Promise<SupabaseClient> => {
    if (client && outcomes) return Promise.resolve(client);
    if (!creating) {
      const entry = Promise.all([client ? null : import('./createAuthClient'), import('./accountOutcomes')]).then(
        ([clientModule, outcomeModule]) => {
          outcomes = outcomeModule;
          if (!client) {
            client = clientModule!.createAuthClient({ url: url as string, anonKey: anonKey as string, timeoutMs });
            follow();
          }
          return client;
        },
        (error: unknown) => {
          // Forget the failed download, so the next attempt (back online) tries again.
          if (creating === entry) creating = null;
          throw new ClientLoadError(error instanceof Error ? error.message : String(error));
        },
      );
      creating = entry;
    }
    return creating;
  };

  /** The reader's words for something thrown, or for a client that could not be downloaded. */
  const thrown = (error: unknown, fallback: string): AuthResult =>
    error instanceof ClientLoadError || !outcomes ? { error: { message: authServiceMessages.unreachable } } : outcomes.failure(error, fallback);

  const run = async (action: (client: SupabaseClient, outcomes: Outcomes) => Promise<{ error: unknown }>, fallback: string): Promise<AuthResult> => {
    try {
      const loaded = await loadClient();
      const { error } = await action(loaded, outcomes!);
      return error ? outcomes!.failure(error, fallback) : {};
    } catch (error) {
      return thrown(error, fallback);
    }
  };

  /**
   * For an action that words its own outcome: deleting, whose codes (`current_password_required`,
   * `invalid_credentials`) mean something else in `failure`'s words for a password change or a sign-in.
   */
  const runWorded = async (action: (client: SupabaseClient, outcomes: Outcomes) => Promise<AuthResult>, fallback: string): Promise<AuthResult> => {
    try {
      const loaded = await loadClient();
      return await action(loaded, outcomes!);
    } catch (error) {
      return thrown(error, fallback);
    }
  };

  const confirmationLink = links?.confirmation ?? '/';
  const passwordResetLink = links?.passwordReset ?? '/';

  const actions: AuthContextInternal['actions'] = {
    signIn: (email, password) => run((c) => c.auth.signInWithPassword({ email, password }), 'Failed to sign in'),
    signUp: (email, password) =>
      run((c) => c.auth.signUp({ email, password, options: { emailRedirectTo: onThisSite(confirmationLink) } }), 'Failed to create account'),
    signOut: (options?: { scope?: SignOutScope }) => run((c) => c.auth.signOut({ scope: options?.scope ?? 'global' }), 'Failed to sign out'),
    refreshSession: () => run((c) => c.auth.refreshSession(), 'Failed to refresh session'),
    verifySession: () =>
      run(async (c) => {
        // The client signs the reader out itself when the server says the session is gone; no
        // session at all is an answer too, not a failure.
        const { error } = await c.auth.getUser();
        return { error: error && error.name !== 'AuthSessionMissingError' ? error : null };
      }, 'Failed to check the session'),
    requestPasswordReset: (email) =>
      run((c) => c.auth.resetPasswordForEmail(email, { redirectTo: onThisSite(passwordResetLink) }), 'Failed to send the email'),
    verifyEmailCode: (email: string, code: string, purpose: EmailCodePurpose) =>
      run((c) => c.auth.verifyOtp({ email, token: code, type: purpose }), 'Failed to check the code'),
    resendConfirmation: (email) =>
      run((c) => c.auth.resend({ type: 'signup', email, options: { emailRedirectTo: onThisSite(confirmationLink) } }), 'Failed to send the email'),
    updatePassword: async (password, currentPassword) => {
      // GoTrue asks for the current password (`update_password_require_current_password`) except
      // in a session from an emailed link or code, which is how a reset works.
      const attributes = currentPassword === undefined ? { password } : { password, current_password: currentPassword };
      const result = await run((c) => c.auth.updateUser(attributes), 'Failed to save the password');
      if (!result.error) store.setState({ recovering: false });
      return result;
    },
    continueEmailLink: async () => {
      const link = waitingLink;
      waitingLink = null;
      try {
        const loaded = await loadClient();
        return await outcomes!.continueWaitingLink(link, store, loaded);
      } catch {
        const failed = { message: authServiceMessages.unreachable };
        store.setState({ emailLink: { status: 'failed', ...failed } });
        return { error: failed };
      }
    },
    deleteAccount: (password) => runWorded((c, o) => o.deleteAccount(c, password), 'Failed to delete the account'),
  };

  /**
   * When the page was opened from an emailed link: takes the link's code, token or error out of
   * the address bar at once (so none stays in history, a bookmark or a Referer), then lets
   * `followEmailLink` act on it once the client is here. Returns a clean-up for the effect.
   */
  const followEmailLinkOnce = (): (() => void) => {
    const href = window.location.href;
    if (!readEmailLink(href)) return () => {};
    window.history.replaceState(window.history.state, '', addressWithoutEmailLink(href));
    store.setState({ emailLink: { status: 'checking' } });
    let stop: (() => void) | null = null;
    let active = true;
    loadClient().then(
      (loaded) => {
        if (active) stop = outcomes!.followEmailLink(href, store, loaded, (link) => (waitingLink = link));
      },
      // The client could not be downloaded: the link was not used, and may be tried again.
      () => active && store.setState({ emailLink: { status: 'failed', message: authServiceMessages.unreachable } }),
    );
    return () => {
      active = false;
      stop?.();
    };
  };

  /** Starts the session for the first provider; the last one to go stops it. */
  const connect = (): (() => void) => {
    providers += 1;
    if (providers === 1) {
      follow();
      if (client || givenClient || hasAuthWork(url as string)) {
        // Offline, the client cannot be downloaded: say there is no session rather than load for ever
        // (and leave no rejection unhandled); signing in later tries the download again.
        loadClient().catch(() => store.setState({ loading: false }));
        stopLinkFollowing = followEmailLinkOnce();
      } else {
        // Nothing stored and no sign-in link: the session is known to be empty.
        store.setState({ loading: false });
        // Another tab may sign in; load the client then, so this tab follows.
        const key = storageKeyFor(url as string);
        const onStorage = (event: StorageEvent) => {
          if (event.key === key && event.newValue !== null) loadClient().catch(() => {});
        };
        window.addEventListener('storage', onStorage);
        stopListening = () => window.removeEventListener('storage', onStorage);
      }
    }
    return () => {
      providers -= 1;
      if (providers > 0) return;
      stopFollowing?.();
      stopFollowing = null;
      stopListening?.();
      stopListening = null;
      stopLinkFollowing?.();
      stopLinkFollowing = null;
    };
  };

  return { store, actions, connect };
}

/**
 * Provides the signed-in state to everything inside it. Give it a `client`, or a `url` and
 * `anonKey` to create one, or a `session` shared with other roots (see `createAuthSession`). It is
 * safe to render on the server: there it renders with `loading: true` and touches no browser API;
 * the client starts only in the browser.
 *
 * @example
 * <AuthProvider url={import.meta.env.VITE_SUPABASE_URL} anonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}>
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({ session: givenSession, client, url, anonKey, timeoutMs, links, children }: AuthProviderProps) {
  const options = (client ? { client, links } : { url, anonKey, timeoutMs, links }) as AuthSessionOptions;
  const [ownSession] = useState(() => (givenSession ? null : createAuthSession(options)));
  const session = givenSession ?? ownSession!;
  useEffect(() => session.connect(), [session]);
  const value = useMemo<AuthContextInternal>(() => ({ store: session.store, actions: session.actions }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** An address on the site the reader is using, for a path; a full URL as it is. */
function onThisSite(link: string): string {
  return new URL(link, window.location.origin).href;
}

/**
 * Whether the reader is choosing a new password after this event: from a password-reset link or
 * code until they sign out or in another way (a new password ends it, see `updatePassword`).
 */
function recoveringAfter(event: string, before: boolean): boolean {
  if (event === 'PASSWORD_RECOVERY') return true;
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') return false;
  return before;
}

