// `@wh/auth/client`: the one entry that loads @supabase/supabase-js when it is imported. The main
// entry leaves it out, so a server or a page that imports the forms, the provider or the types does
// not load (or, on Node 20, warn about) supabase-js; AuthProvider downloads it only when needed.
export { createAuthClient } from './createAuthClient';
export type { AuthClientOptions } from './createAuthClient';
