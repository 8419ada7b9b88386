import path from 'node:path';

/**
 * The API's boundaries (docs/architecture.md "Boundaries", issue 11):
 * - another module (modules/<m>/) is reached only through its public service files, `*.service.ts`: not its
 *   repositories, routes or helpers, so a module can change its tables and internals without breaking callers;
 * - files in folders (modules/, checkout/, products/, jobs/, providers/, plugins/, lib/) never import `app.ts` or
 *   `server.ts`, and import the composition root `deps.ts` for its types only (`import type`): they receive
 *   config, db, clock and providers through AppDeps instead of building or reaching for them;
 * - the checkout engine never imports products/: it finds a product line through the registry; and the rest of
 *   the API never runs the engine's repositories (checkout/*.repository.ts; their row types may be imported):
 *   the engine's tables change only through the engine, e.g. checkout/bookings.service.ts.
 * The files directly in src/ (app.ts, deps.ts, server.ts, …) are the composition root and compose freely.
 * Like no-cross-feature-imports, it resolves each relative specifier against the importing file, since the
 * specifier's text ('../../modules/x/y.ts') does not say where it lands.
 */
const SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;

/** Path segments of a file below src/, or null when it is not below it. */
function segmentsOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep);
}

/** The module a file belongs to ('trips' for modules/trips/x.ts), or null. */
function moduleOf(segments) {
  return segments[0] === 'modules' && segments.length > 2 ? segments[1] : null;
}

/** Whether an import (or re-export) declaration is erased at run time as a whole. */
function isTypeOnly(node) {
  return node.importKind === 'type' || node.exportKind === 'type';
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: "Keep the API's module, engine and composition-root boundaries (docs/architecture.md).",
    },
    messages: {
      moduleInternal:
        '{{from}} imports {{to}}: another module is reached only through its public service (modules/{{module}}/*.service.ts); expose what you need there, or move it where it belongs.',
      compositionRoot:
        '{{from}} imports {{to}}: only the composition root builds and starts the app; take what you need from AppDeps.',
      depsValue:
        '{{from}} imports deps.ts for its values: the composition root hands them over through AppDeps; import its types with `import type`.',
      engineInternal:
        "{{from}} imports {{to}}: the engine's tables change only through the engine; use its services (checkout/*.service.ts) or import the row types with `import type`.",
      engineImportsProduct:
        '{{from}} imports {{to}}: the checkout engine never names a product line; it finds lines through the registry (deps.products).',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const at = file.lastIndexOf(SRC);
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + SRC.length - 1);
    const from = segmentsOf(srcRoot, file);
    // The composition root (files directly in src/) wires everything together.
    if (!from || from.length < 2) return {};
    const fromModule = moduleOf(from);
    const fromText = from.join('/');

    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const to = segmentsOf(srcRoot, path.resolve(path.dirname(file), specifier));
      if (!to) return;
      const toText = to.join('/');
      const report = (messageId, data = {}) =>
        context.report({ node: source, messageId, data: { from: fromText, to: toText, ...data } });

      if (to.length === 1) {
        if (to[0] === 'app.ts' || to[0] === 'server.ts') report('compositionRoot');
        else if (to[0] === 'deps.ts' && !(node && isTypeOnly(node))) report('depsValue');
        return;
      }
      const toModule = moduleOf(to);
      if (toModule && toModule !== fromModule && !to[to.length - 1].endsWith('.service.ts')) {
        report('moduleInternal', { module: toModule });
      }
      if (from[0] === 'checkout' && to[0] === 'products') report('engineImportsProduct');
      const engineRepository = to[0] === 'checkout' && to[to.length - 1].endsWith('.repository.ts');
      if (engineRepository && from[0] !== 'checkout' && !(node && isTypeOnly(node))) report('engineInternal');
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      // A dynamic import loads its target at run time whatever it is used for.
      ImportExpression: (node) => check(null, node.source),
    };
  },
};
