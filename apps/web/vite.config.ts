import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/audio': 'http://localhost:3000',
      '/news.json': 'http://localhost:3000',
      '/media.json': 'http://localhost:3000',
      '/cities.json': 'http://localhost:3000',
      '/translations': 'http://localhost:3000',
    },
  },
});
