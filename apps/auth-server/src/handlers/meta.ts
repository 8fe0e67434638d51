import type { AuthContext } from '../context';

export const VERSION = '0.1.0';

/**
 * GET /health, in GoTrue's shape.
 *
 * @example
 * sendJson(req, res, 200, health()); // { version, name: 'GoTrue', description }
 */
export function health(): unknown {
  return {
    version: VERSION,
    name: 'GoTrue',
    description: "GoTrue-compatible local auth server for the women's health site",
  };
}

const EXTERNAL_PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
  'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc',
  'workos', 'twitch', 'twitter', 'zoom', 'phone',
];

/**
 * GET /settings, in GoTrue's shape: only email sign-in is on.
 *
 * @example
 * settings(ctx).external.email; // true
 */
export function settings(ctx: AuthContext): unknown {
  const external: Record<string, boolean> = { email: true };
  for (const provider of EXTERNAL_PROVIDERS) external[provider] = false;
  return {
    external,
    disable_signup: false,
    mailer_autoconfirm: ctx.options.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}
