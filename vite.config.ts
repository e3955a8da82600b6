/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerender reads it to give project pages their details chunk and its CSS up front.
    manifest: true,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test-setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'seed/**/__tests__/**/*.test.ts'],
    css: false,
    // MUI under jsdom is slow on a busy 2-core CI machine; these are not timing tests.
    testTimeout: 20_000,
  },
});
