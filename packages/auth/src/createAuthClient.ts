import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';

export interface AuthClientOptions {
  /** The Supabase project URL, or the local auth server's (the auth API lives under `/auth/v1`). */
  url: string;
  /** The project's public anonymous key (the local server accepts any value). */
  anonKey: string;
  /**
   * Further supabase-js options, merged over the defaults. Node 20 has no WebSocket, so a Node
   * program passes `{ realtime: { transport: ws } }` from the `ws` package; browsers need nothing.
   */
  options?: SupabaseClientOptions<'public'>;
}

/**
 * Creates the Supabase client the site signs people in with: the session is kept in
 * localStorage, refreshed automatically, and picked up from the URL when a reader follows
 * their confirmation link.
 *
 * @example
 * const client = createAuthClient({ url: 'http://localhost:54321', anonKey: 'public-anon-key' });
 * await client.auth.signInWithPassword({ email, password });
 */
export function createAuthClient({ url, anonKey, options = {} }: AuthClientOptions): SupabaseClient {
  return createClient(url, anonKey, {
    ...options,
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...options.auth,
    },
  });
}
