import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  formatVerdict,
  gzipSize,
  measureBudgets,
  measureWidget,
  scriptsInHtml,
} from './budgets.mjs';

describe('firstLoadFiles', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_ui.js', '_api.js'],
      dynamicImports: ['src/route.tsx'],
      css: ['assets/index.css'],
    },
    '_ui.js': { file: 'assets/ui.js', imports: ['_runtime.js'], css: ['assets/ui.css'] },
    // Shared chunks may import the entry back; the walk must not loop or count it twice.
    '_api.js': { file: 'assets/api.js', imports: ['_runtime.js', 'index.html'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/route.tsx': { file: 'assets/route.js', isDynamicEntry: true, imports: ['_late.js'] },
    '_late.js': { file: 'assets/late.js', css: ['assets/late.css'] },
  };

  it('takes the entry and its static imports transitively, each once, not dynamic imports', () => {
    expect(firstLoadFiles(manifest)).toEqual({
      js: ['assets/index.js', 'assets/ui.js', 'assets/runtime.js', 'assets/api.js'],
      css: ['assets/index.css', 'assets/ui.css'],
    });
  });

  it('refuses a manifest it cannot follow', () => {
    expect(() => firstLoadFiles({ '_a.js': { file: 'a.js' } })).toThrow(/no entry/);
    expect(() =>
      firstLoadFiles({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_x.js'] } }),
    ).toThrow(/_x\.js/);
  });
});

describe('scriptsInHtml', () => {
  it('counts external and inline executable scripts, not data', () => {
    const html = `<!doctype html><head>
      <script src="/assets/a.js" defer=""></script>
      <script type="module" src='/assets/b.js'></script>
      <script type=text/javascript>var x = 1;</script>
      <SCRIPT>console.log("y")</SCRIPT>
      <script type="application/ld+json">{"@type":"FAQPage"}</script>
      <script type="importmap">{"imports":{}}</script>
      <script type="speculationrules">{}</script>
      <script>  </script>
    </head>`;
    expect(scriptsInHtml(html)).toEqual({
      external: ['/assets/a.js', '/assets/b.js'],
      inline: ['var x = 1;', 'console.log("y")'],
    });
  });

  it('finds nothing in a page without scripts', () => {
    expect(scriptsInHtml('<html><body><p>script</p></body></html>')).toEqual({ external: [], inline: [] });
  });
});

describe('measureBudgets', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A built app and site: 40 kB of incompressible first-load JavaScript and a little CSS, a page with 5 kB of script. */
  function buildTree() {
    root = mkdtempSync(join(tmpdir(), 'budgets-'));
    const web = join(root, 'apps/web/dist');
    const site = join(root, 'apps/site/dist');
    const write = (path, content) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    };
    write(
      join(web, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_v.js'], css: ['assets/i.css'] },
        '_v.js': { file: 'assets/v.js' },
      }),
    );
    write(join(web, 'assets/index.js'), randomBytes(20_000));
    write(join(web, 'assets/v.js'), randomBytes(20_000));
    write(join(web, 'assets/i.css'), 'body{margin:0}');
    write(join(site, 'index.html'), '<html><script src="/assets/s.js"></script></html>');
    write(
      join(site, 'es/index.html'),
      '<html><script src="../assets/s.js"></script><script>1</script></html>',
    );
    write(join(site, 'nl/index.html'), '<html><script type="application/ld+json">{}</script></html>');
    write(join(site, 'assets/s.js'), 'x'.repeat(5_000));
    return { webDist: web, siteDist: site };
  }

  it('passes within budget, counting each page on its own', () => {
    const result = measureBudgets({ ...buildTree(), appFirstLoadGzip: 50_000, siteJsPerPage: 20_000 });
    expect(result.problems).toEqual([]);
    expect(result.app.ok).toBe(true);
    expect(result.app.total).toBeGreaterThan(40_000);
    expect(result.app.files.map((file) => file.name)).toEqual([
      'assets/index.js',
      'assets/v.js',
      'assets/i.css',
    ]);
    expect(result.site.map((page) => [page.name, page.total, page.ok])).toEqual([
      ['site /es/index.html', 5_001, true],
      ['site /index.html', 5_000, true],
      ['site /nl/index.html', 0, true],
    ]);
  });

  it('fails when the app or a page passes its budget', () => {
    const result = measureBudgets({ ...buildTree(), appFirstLoadGzip: 1_000, siteJsPerPage: 5_000 });
    expect(result.app.ok).toBe(false);
    expect(result.site.filter((page) => !page.ok).map((page) => page.name)).toEqual(['site /es/index.html']);
    expect(formatVerdict(result.app)).toMatch(/Over by/);
  });

  it('counts the first-load CSS into the same budget as the JavaScript', () => {
    const paths = buildTree();
    const measured = measureBudgets({ ...paths, appFirstLoadGzip: 1e9, siteJsPerPage: 1e9 }).app;
    const js = measured.files.filter((file) => file.name.endsWith('.js'));
    const jsTotal = js.reduce((sum, file) => sum + file.bytes, 0);
    const { app } = measureBudgets({ ...paths, appFirstLoadGzip: jsTotal, siteJsPerPage: 1e9 });
    expect(app.total).toBe(jsTotal + gzipSize(Buffer.from('body{margin:0}')));
    expect(app.ok).toBe(false);
  });

  it('reports a missing build and a script it cannot measure', () => {
    const paths = buildTree();
    writeFileSync(join(paths.siteDist, 'index.html'), '<script src="https://cdn.example/x.js"></script>');
    rmSync(join(paths.webDist, '.vite'), { recursive: true });
    const { app, problems } = measureBudgets({ ...paths, appFirstLoadGzip: 1e9, siteJsPerPage: 1e9 });
    expect(app).toBeNull();
    expect(problems).toEqual([
      expect.stringMatching(/manifest\.json is missing/),
      expect.stringMatching(/index\.html: script https:\/\/cdn\.example\/x\.js/),
    ]);
  });

  it('makes `npm run budgets` exit non-zero when over', () => {
    const paths = buildTree();
    // Over the real budgets: incompressible first-load JavaScript and a page with 21 kB of script.
    writeFileSync(join(paths.webDist, 'assets/v.js'), randomBytes(300_000));
    writeFileSync(join(paths.siteDist, 'nl/index.html'), `<script>${'x'.repeat(21_000)}</script>`);
    const script = join(dirname(fileURLToPath(import.meta.url)), 'check-budgets.mjs');
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, BUDGETS_ROOT: root },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✖ app first-load JavaScript and CSS/);
    expect(run.stdout).toMatch(/✖ site \/nl\/index\.html/);
    expect(run.stderr).toMatch(/Budgets: 2 over/);
  });
});

it('gzipSize measures compressed bytes', () => {
  expect(gzipSize(Buffer.from('a'.repeat(10_000)))).toBeLessThan(100);
});

describe('measureWidget (the booking widget, decision 0053)', () => {
  let root;
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  it('counts the loader, the page, its first-load files and the largest file loaded later', () => {
    root = mkdtempSync(join(tmpdir(), 'widget-budget-'));
    const write = (path, text) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'embed.html': {
          file: 'assets/widget.js',
          isEntry: true,
          css: ['assets/widget.css'],
          dynamicImports: ['en', 'nl'],
        },
        en: { file: 'assets/en.js', isDynamicEntry: true },
        nl: { file: 'assets/nl.js', isDynamicEntry: true },
      }),
    );
    write('embed.js', 'loader');
    write('embed.html', '<!doctype html>');
    write('assets/widget.js', 'widget');
    write('assets/widget.css', 'css');
    write('assets/en.js', 'short');
    write('assets/nl.js', randomBytes(2000).toString('hex'));
    const { widget, problems } = measureWidget(root, 30_000);
    expect(problems).toEqual([]);
    expect(widget.files.map((file) => file.name)).toEqual([
      'embed.js',
      'embed.html',
      'assets/widget.js',
      'assets/widget.css',
      'assets/nl.js (largest loaded later)',
    ]);
    expect(widget.ok).toBe(true);
    expect(measureWidget(root, 100).widget.ok).toBe(false);
  });

  it('names what is missing', () => {
    root = mkdtempSync(join(tmpdir(), 'widget-budget-'));
    expect(measureWidget(root, 30_000)).toMatchObject({
      widget: null,
      problems: [expect.stringMatching(/embed\.js/)],
    });
  });
});
