import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

/*
 * Many tests here wait for the real auth server (a sign-in, a reset email that takes at least
 * 150 ms, a refused code). Testing Library's default wait is 1 s, which a machine busy with other
 * suites sometimes exceeded; 5 s costs nothing when the answer comes sooner, and no test here
 * relies on something failing to appear within the default.
 */
configure({ asyncUtilTimeout: 5_000 });
