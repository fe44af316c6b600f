import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/feed/home-page.tsx';
import { Layout } from './layout.tsx';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [{ path: '*', element: <HomePage /> }],
  },
]);
