import path from 'node:path';
import { importSources, relativeSpecifier } from './import-sources.js';

/**
 * DESIGN.md: web features don't import each other; what two features share lives in components/ or lib/.
 * no-restricted-imports only sees the specifier text, and '../../stays/x.ts' names no feature folder, so this
 * rule resolves each relative specifier against the importing file and compares the feature folders.
 */
const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

function featureOf(featuresRoot, file) {
  const rel = path.relative(featuresRoot, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a web feature from importing another feature (DESIGN.md).' },
    messages: {
      crossFeature:
        "features/{{from}} imports features/{{to}} ('{{specifier}}'): features don't import each other; move the shared piece to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const at = file.lastIndexOf(FEATURES);
    if (at < 0) return {};
    const featuresRoot = file.slice(0, at + FEATURES.length - 1);
    const from = featureOf(featuresRoot, file);
    if (!from) return {};

    return importSources((source) => {
      const specifier = relativeSpecifier(source);
      if (!specifier) return;
      const to = featureOf(featuresRoot, path.resolve(path.dirname(file), specifier));
      if (to && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to, specifier } });
      }
    });
  },
};
