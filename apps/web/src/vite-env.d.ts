/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN_UK?: string;
  readonly VITE_SITE_ORIGIN_NG?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the site was built, inlined by Vite (see vite.config.ts). */
declare const __BUILD_YEAR__: number;
