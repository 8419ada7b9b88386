/**
 * The module specifiers a file names: static and dynamic imports, re-exports, and vi.mock and its kin (a test that
 * mocks another module is coupled to it just the same). Boundary rules call `onSource` with each one's node.
 *
 * @param {(source: import('estree').Node | undefined) => void} onSource
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importSources(onSource) {
  return {
    ImportDeclaration: (node) => onSource(node.source),
    ExportNamedDeclaration: (node) => onSource(node.source ?? undefined),
    ExportAllDeclaration: (node) => onSource(node.source),
    ImportExpression: (node) => onSource(node.source),
    CallExpression: (node) => {
      const callee = node.callee;
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name)
      ) {
        onSource(node.arguments[0]);
      }
    },
  };
}

/**
 * A relative specifier's text, or null: bare specifiers ('react', '@portal/domain/x') name packages, not folders
 * of this app, and only string literals can be resolved.
 *
 * @param {import('estree').Node | undefined} source
 */
export function relativeSpecifier(source) {
  if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return null;
  return source.value.startsWith('.') ? source.value : null;
}
