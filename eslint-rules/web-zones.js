import path from 'node:path';
import { importSources, relativeSpecifier } from './import-sources.js';

/**
 * DESIGN.md "Shape": the web app's zones depend one way, app/ → features/ → shared (lib/, components/). app/
 * composes features (routes, the product registry, a checkout shell with its product adapter); a feature never
 * reaches up into app/; shared code serves every feature and so never imports one, nor app/. Like
 * no-cross-feature-imports (which keeps features apart), it resolves relative specifiers against the file.
 */
const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
const SHARED = new Set(['lib', 'components']);

/** The zone (first folder under apps/web/src) of a resolved path, or null outside it. */
function zoneOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webZones = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web zones depend one way: app/ → features/ → lib/ and components/ (DESIGN.md "Shape").',
    },
    messages: {
      sharedImportsUp:
        "{{from}}/ imports {{to}}/ ('{{specifier}}'): lib/ and components/ are shared by every feature and never import features/ or app/; pass the piece in, or compose it in app/.",
      featureImportsApp:
        "features/ imports app/ ('{{specifier}}'): app/ composes features, not the other way round; take what you need as a prop or an adapter.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const at = file.lastIndexOf(WEB_SRC);
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + WEB_SRC.length - 1);
    const from = zoneOf(srcRoot, file);
    if (from !== 'features' && !SHARED.has(from)) return {};

    return importSources((source) => {
      const specifier = relativeSpecifier(source);
      if (!specifier) return;
      const to = zoneOf(srcRoot, path.resolve(path.dirname(file), specifier));
      if (SHARED.has(from) && (to === 'features' || to === 'app')) {
        context.report({ node: source, messageId: 'sharedImportsUp', data: { from, to, specifier } });
      } else if (from === 'features' && to === 'app') {
        context.report({ node: source, messageId: 'featureImportsApp', data: { specifier } });
      }
    });
  },
};
