import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './lib/i18n.ts';

// Testing Library cleans up by itself only with Vitest globals; we keep globals off.
afterEach(cleanup);
