import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { firstSlideImage } from '../domain/content';
import { firstScreenPages, homeAssets, loadRenderer } from './web-ssr';

/**
 * What the static files never answer: the pages this plugin serves itself (and their compressed
 * copies), and dot files such as the build's manifest (.vite/manifest.json) and stamp.
 */
const NOT_STATIC = /^\/(?:staff\/)?index\.html(?:\.|$)|(?:^|\/)\./;

/** The hero preload in index.html (its `id` marks it), pointed by the server at the home's first picture. */
const HERO_PRELOAD = /<link id="hero-preload"[^>]*>\n?/;

/** index.html with the hero preload naming `image`, without it when the home has no picture, or as built (`null`). */
export function withHeroPreload(html: string, image: string | null): string {
  if (image === null) return html;
  const href = image.replace(/^\//, '').replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(HERO_PRELOAD, (tag) => (href ? tag.replace(/href="[^"]*"/, `href="${href}"`) : ''));
}

interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The encoding to send index.html in: brotli, else gzip, as the browser's `Accept-Encoding`
 * allows (its q-values and `*` included), negotiated as @fastify/static does for the assets.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  // coding names are case-insensitive (RFC 9110); the negotiator compares them as written
  return negotiate((acceptEncoding ?? '').toLowerCase(), ['br', 'gzip']) as 'br' | 'gzip' | null;
}

function compressed(html: string): Page {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
}

/**
 * Serves the built SPA: hashed assets immutable (and pre-compressed .br/.gz when present),
 * index.html never cached so a new release is picked up at once. index.html is served by
 * this plugin, not read from disk each time: its hero preload names the first picture of the
 * home's current rotation, so the browser fetches the picture the home will really show
 * while the scripts load, whatever the estate has put first.
 */
async function web(app: FastifyInstance) {
  const root = resolve(app.config.WEB_DIST);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web app found: run `npm run build`');
    return;
  }
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  // one compressed page per hero picture, made when that picture is first served
  const pages = new Map<string | null, Page>();
  const pageFor = (image: string | null) => {
    let page = pages.get(image);
    if (!page) {
      if (pages.size > 16) pages.clear();
      page = compressed(withHeroPreload(template, image));
      pages.set(image, page);
    }
    return page;
  };

  // the home rendered into the page (plugins/web-ssr.ts) when its renderer was built; its hero
  // preload names the first slide the page shows. The renderer (React's server renderer and the
  // site's screens, 60–100 ms to load) is not awaited here: the calls never need it, so the
  // server answers them while it loads, and a page asked for before it is ready waits for it.
  const firstScreen = loadRenderer(app, root).then(
    (renderer) =>
      renderer &&
      firstScreenPages(app, renderer, template, homeAssets(root), (html, state) =>
        compressed(withHeroPreload(html, state.home.rotations ? (state.home.rotations[0]?.image ?? '') : null)),
      ),
  ).catch((err: unknown) => {
    app.log.error({ err }, 'the first screen cannot be rendered: index.html is served without the home in it');
    return null;
  });
  const firstScreenPage = async (request: FastifyRequest): Promise<Page | null> => {
    try {
      const render = await firstScreen;
      return render ? await render(request) : null;
    } catch (err) {
      request.log.error({ err }, 'the first screen could not be rendered; index.html served without it');
      return null;
    }
  };

  const index = async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = await firstScreenPage(request);
    let image: string | null = null;
    if (!rendered) {
      try {
        image = await app.readCache.get('hero-image', () => firstSlideImage(app.db));
      } catch (err) {
        // the page still loads without the database, preloading what it was built with
        request.log.warn({ err }, 'hero picture unknown; index.html served as built');
      }
    }
    const page = rendered ?? pageFor(image);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // a rendered page depends on the language cookie and the layout guessed from the browser's name
    const vary = rendered ? 'accept-encoding, cookie, user-agent' : 'accept-encoding';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.raw);
  };
  app.get('/', index);
  app.get('/index.html', index);

  // the staff console (dist/web/staff, its own build): its page never cached, its assets as the site's
  const staffHtml = resolve(root, 'staff', 'index.html');
  if (existsSync(staffHtml)) {
    const staffPage = compressed(readFileSync(staffHtml, 'utf8'));
    const serveConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? staffPage[encoding] : staffPage.raw);
    };
    app.get('/staff/', serveConsole);
    app.get('/staff/index.html', serveConsole);
    app.get('/staff', (_request, reply) => reply.redirect('staff/', 301));
  } else app.log.warn({ root }, 'no built staff console found: run `npm run build`');

  // one wildcard route that looks the file up when asked: a route per file would glob the build
  // and fill the router at every start (about half a second for 200 files)
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    index: false,
    allowedPath: (pathname) => !NOT_STATIC.test(pathname),
    setHeaders(res, path) {
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(web, { name: 'web', dependencies: ['db'] });
