import { RouterClient } from '@tanstack/react-router/ssr/client';
import { detectCountry } from '@wh/core';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

const router = createAppRouter(detectCountry(window.location.hostname));

hydrateRoot(document, <RouterClient router={router} />);
