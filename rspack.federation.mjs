// Build settings every Lectern app shares: TypeScript through SWC, the shared singletons of
// DESIGN.md §3, content-hashed chunks, and the "@lectern/source" condition so workspace
// packages compile from source.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const rootDir = path.dirname(new URL(import.meta.url).pathname);

function versionOf(pkg) {
  return require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'react-toastify',
  'formik',
  'yup',
];

/** Dev-server ports: shell 3000, then one per remote. */
export const DEV_REMOTES = {
  landing: 'http://localhost:3001/mf-manifest.json',
  auth: 'http://localhost:3002/mf-manifest.json',
  student: 'http://localhost:3003/mf-manifest.json',
  management: 'http://localhost:3004/mf-manifest.json',
};

/** Shared singletons; subpaths of react and react-dom ("react/jsx-runtime", "react-dom/client") share too. */
export function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    let version;
    try {
      version = versionOf(pkg);
    } catch {
      continue; // not installed yet (formik and yup arrive with the auth remote)
    }
    shared[pkg] = { singleton: true, requiredVersion: `^${version}` };
    if (pkg === 'react' || pkg === 'react-dom') shared[`${pkg}/`] = { singleton: true, requiredVersion: `^${version}` };
  }
  for (const pkg of ['@lectern/shared-ui', '@lectern/shared-api']) {
    const version = require(path.join(rootDir, pkg.replace('@lectern/', ''), 'package.json')).version;
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * The rspack configuration of one app.
 * @param {object} options
 * @param {string} options.name federation name (`shell`, `landing`, ...)
 * @param {string} options.dir the app's folder
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 * @param {boolean} [options.isHost]
 * @param {string} [options.entry] the app's entry (default ./src/index.ts)
 * @param {boolean} [options.html] emit an index.html (the shell, and a remote's standalone harness in dev)
 */
export function federatedConfig({ name, dir, port, exposes, isHost = false, entry = './src/index.ts', html = true }) {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const outputPath = process.env.LECTERN_OUTPUT_PATH ? path.resolve(process.env.LECTERN_OUTPUT_PATH) : path.join(dir, 'dist');
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: entry },
    output: {
      path: outputPath,
      uniqueName: `lectern_${name}`,
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@lectern/source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.LECTERN_BUILD_ID': JSON.stringify(process.env.LECTERN_BUILD_ID ?? 'dev'),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        runtimePlugins: isHost ? [path.join(rootDir, 'shell', 'src', 'federation', 'reloadOnStaleChunk.ts')] : [],
      }),
      html &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          inject: 'head',
          scriptLoading: 'defer',
        }),
    ].filter(Boolean),
    optimization: isHost || production ? {} : { runtimeChunk: false },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
      // In development the shell finds each remote on its own dev server.
      setupMiddlewares: isHost
        ? (middlewares) => [
            {
              name: 'dev-remotes-map',
              path: '/remotes.json',
              middleware: (_req, res) => res.json(DEV_REMOTES),
            },
            ...middlewares,
          ]
        : undefined,
    },
    stats: 'errors-warnings',
  };
}
