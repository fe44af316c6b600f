/** The reader's private feed address (issue #19): whether one exists, and a new one. */
import { authedRequest } from '../../lib/session-token.ts';

export const FEED_ADDRESS_KEY = ['feed-address'] as const;

export interface FeedAddress {
  token: string;
  atomUrl: string;
  jsonUrl: string;
}

export const getFeedAddressState = () => authedRequest<{ createdAt: string | null }>('/api/feeds/token');
/** The previous address stops working. */
export const newFeedAddress = () => authedRequest<FeedAddress>('/api/feeds/token', { method: 'POST', body: '{}' });
