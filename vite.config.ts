// Imports name their files here and in all this config reaches: Vite's config loader warns about
// any that does not (build/__tests__/vite-config.test.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compileHint } from './build/compile-hint.ts';
import { firstLoadChunk } from './build/first-load-chunk.ts';
import { devPhotos } from './build/photos/dev-photos.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';
import { svgShapes } from './build/svg-shapes.ts';
import { DEV_SERVER_PORT, LOCAL_HOST, PREVIEW_PORT } from './tooling/ports.ts';

const publicDir = process.env.SITE_PUBLIC_DIR || 'public';

export default defineConfig(({ command, isSsrBuild }) => ({
  // vanillaExtractPlugin: the `*.css.ts` stylesheets, compiled to static CSS at build time.
  // svgShapes: an icon file's shapes as a string (`*.svg?shapes`), for components/icon.tsx.
  // devPhotos: responsive photo copies on demand under `npm start` (builds make them on disk).
  // compileHint: the entry's and the project page's chunks compiled as they stream in (build/compile-hint.ts).
  plugins: [react(), vanillaExtractPlugin(), svgShapes(), devPhotos(publicDir), compileHint()],
  // tooling/paths.ts: the test sites are built from other folders into others.
  publicDir,
  // tooling/release-env.ts: a release's build is given its VITE_* variables in full, from the
  // committed .env.release, and loads no .env* file (no computer's .env.local reaches it).
  envDir: process.env.SITE_NO_ENV_FILES ? false : undefined,
  resolve: { alias: reactRouterProductionBuild(command) },
  server: { host: LOCAL_HOST, port: DEV_SERVER_PORT },
  preview: { host: LOCAL_HOST, port: PREVIEW_PORT, strictPort: true },
  build: {
    outDir: process.env.SITE_OUT_DIR || 'dist',
    // The prerender reads it to give project pages their details chunk and its CSS up front.
    manifest: true,
    target: 'es2022',
    // The browser build: everything the first load needs in one chunk (first-load-chunk.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [firstLoadChunk()] } } },
  },
}));
