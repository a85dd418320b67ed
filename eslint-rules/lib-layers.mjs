import path from 'node:path';

// The allowed order of lib/ folders, lowest first. A module may import its own folder and any
// folder of a LOWER layer, never a higher one nor another folder of its own layer: with every edge
// pointing down, the folders cannot form an import cycle. (ADR: docs/decisions/018-lib-layers-one-writer-one-history.md.)
// A new lib/ folder is refused until it is placed here.
export const LIB_LAYERS = [
  ['config'], // lib/config.ts, config-*.ts, site-config.ts (named in unitOf)
  ['i18n', 'http', 'validation', 'filters', 'html', 'images', 'fonts'],
  ['seo', 'cache', 'security', 'contact'], // contact: WeChat, map links and the locator image
  ['db'], // the schema, the client, migrations; never a domain
  ['product-fields'], // a product's structured fields (MOQ, inner size, …): defined once, read by history, catalog, CSV and forms
  ['auth'],
  ['storage'],
  ['history'], // audit log + revisions: records what the domains write
  ['actions'], // the server-action wrapper (runs each action as its actor)
  ['team'], // administrators and their roles (the owner's Team screen)
  ['catalog'],
  ['inquiries'],
  ['quotations'], // quotations answer inquiries; the PDF renderer lives in lib/quotations/document
  ['insights'], // counts over inquiries and quotations for the sales team's Insights screen
  ['blog'],
  ['search'], // one search over the catalogue and the blog: reads both domains' tables
  ['og'], // share cards: read a product, category or article and its photo, draw the card
  ['backup'], // backups and restore: read every table and every stored file, whatever the domain
  ['home'], // the home page's content the owner writes (its photos take the products' upload path)
  ['admin'],
  // Start-up composition, above every domain: the demo seed and the first-run bootstrap use them all.
  ['start-up', 'server'],
];

const RANK = new Map(LIB_LAYERS.flatMap((units, rank) => units.map((unit) => [unit, rank])));

/** The unit of a repository-relative path under lib/ (its first folder, with a few named files), else null. */
export function unitOf(relPath) {
  const p = relPath.split(path.sep).join('/');
  if (!p.startsWith('lib/')) return null;
  const rest = p.slice('lib/'.length);
  const first = rest.split('/')[0];
  // A file right in lib/ (named with or without its extension); anything else is a folder.
  const base = rest.includes('/') ? null : first.replace(/\.(ts|tsx|mts|cts|mjs|cjs|js)$/, '');
  if (base === 'server-start' || base === 'server-shutdown' || base === 'server-hooks') return 'server';
  if (base === 'config' || base === 'site-config' || base?.startsWith('config-')) return 'config';
  return first;
}

/** The repository-relative target of an import specifier, or null when it is a package. */
export function resolveImport(fromRel, specifier) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRel.split(path.sep).join('/')), specifier));
  }
  return null;
}

/** Why `fromRel` may not import `specifier` (a message), or null when the layer order allows it. */
export function layerViolation(fromRel, specifier) {
  const from = unitOf(fromRel);
  const target = resolveImport(fromRel, specifier);
  if (!from || !target) return null;
  const to = unitOf(target);
  if (!to || to === from) return null;
  const fromRank = RANK.get(from);
  const toRank = RANK.get(to);
  if (fromRank === undefined) return `lib/${from} is not in the lib/ layer order (eslint-rules/lib-layers.mjs): place it there.`;
  if (toRank === undefined) return `lib/${to} is not in the lib/ layer order (eslint-rules/lib-layers.mjs): place it there.`;
  if (toRank < fromRank) return null;
  const why = toRank === fromRank ? 'the same layer' : 'a higher layer';
  return `${from} must not import ${to} (${why}; the allowed order of lib/ folders is in eslint-rules/lib-layers.mjs).`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'lib/ folders import only lower layers, so they form no import cycle' },
    messages: { layer: '{{why}}' },
    schema: [],
  },
  create(context) {
    const fromRel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (!fromRel.startsWith('lib/')) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const why = layerViolation(fromRel, source.value);
      if (why) context.report({ node: source, messageId: 'layer', data: { why } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0]);
      },
    };
  },
};

const plugin = { rules: { order: rule } };
export default plugin;
