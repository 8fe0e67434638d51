import type { Country } from '@wh/core';

/**
 * Build-time configuration. Each value can be overridden with a `VITE_`
 * environment variable when building for production.
 */
export const siteOrigins: Record<Country, string> = {
  uk: import.meta.env.VITE_SITE_ORIGIN_UK ?? 'http://localhost:4173',
  ng: import.meta.env.VITE_SITE_ORIGIN_NG ?? 'http://nigeria.localhost:4173',
};

/** The Supabase project the site signs people in with (locally, our own auth server). */
export const supabaseConfig = {
  url: import.meta.env.VITE_SUPABASE_URL ?? 'http://localhost:54321',
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key',
};
