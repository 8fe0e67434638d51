import { createEventLog } from '@wh/core';

/**
 * The page's in-memory log of errors and security events (spec section 8).
 * Nothing is sent anywhere: the reporting hook is deliberately left out.
 */
export const eventLog = createEventLog();
