/** A signed-in reader's theme is kept on the server too (PATCH /api/preferences {theme}). */
import type { AnyTheme } from '@tidings/core/account/options';
import { authedRequest } from '../../lib/session-token.ts';

export const saveTheme = (theme: AnyTheme) =>
  authedRequest<unknown>('/api/preferences', { method: 'PATCH', body: JSON.stringify({ theme }) });
