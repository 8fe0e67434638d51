export { startAuthServer } from './startAuthServer';
export type { RunningAuthServer } from './startAuthServer';
export { loadConfig, DEFAULT_RATE_LIMITS } from './config';
export type { AuthServerOptions, RateLimits } from './options';
