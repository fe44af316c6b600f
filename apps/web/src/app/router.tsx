import { createBrowserRouter } from 'react-router';
import { FeedPage } from './feed-page.tsx';

/** Every path renders the feed page; route-state.ts decides which feed and which dialog (§2). */
export const router = createBrowserRouter([{ path: '*', element: <FeedPage /> }]);
