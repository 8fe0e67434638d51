import { RouterClient } from '@tanstack/react-router/ssr/client';
import { detectCountry, installGlobalHandlers } from '@wh/core';
import { hydrateRoot } from 'react-dom/client';
import { eventLog } from './eventLog';
import { createAppRouter } from './router';

// First, so even a failure while hydrating is recorded: uncaught errors, unhandled
// rejections and Content-Security-Policy violations go to the in-memory log and the console.
installGlobalHandlers(window, eventLog);

const router = createAppRouter(detectCountry(window.location.hostname));

hydrateRoot(document, <RouterClient router={router} />);
