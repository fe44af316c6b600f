import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from './lib/i18n.ts';

// Tests switch languages at will: the Dutch texts are here from the start, as after loadLanguage.
await loadLanguage('nl');

// Testing Library cleans up by itself only with Vitest globals; we keep globals off.
afterEach(cleanup);
