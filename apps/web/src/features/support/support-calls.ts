/** Writing to support (docs/decisions/0024-priority-support.md). */
import type { SupportRequest, SupportResponse } from '@tidings/core/schemas/support';
import { authedRequest } from '../../lib/session-token.ts';

export const sendSupportMessage = (request: SupportRequest) =>
  authedRequest<SupportResponse>('/api/support', { method: 'POST', body: JSON.stringify(request) });
