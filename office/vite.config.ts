// The office's screen (office/app/), built by its server at start-up with Vite's build() API
// (office/server/). Only what the screen needs: React, and vanilla-extract for the `*.css.ts`
// stylesheets it shares with the site (the card preview draws the site's own ProjectCard).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  root: fileURLToPath(new URL('./app/', import.meta.url)),
  // The office serves photos from the checkout itself: nothing of public/ is copied in.
  publicDir: false,
  plugins: [react(), vanillaExtractPlugin()],
  // Its own folder for the screen's code: /assets/ is the site's photos, which the office serves.
  build: { target: 'es2022', emptyOutDir: true, assetsDir: 'office-assets' },
});
