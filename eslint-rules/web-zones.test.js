import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import { noCrossFeatureImports } from './no-cross-feature-imports.js';
import { webZones } from './web-zones.js';

// RuleTester runs each case as a test of the runner it is given.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const web = (file) => `/repo/apps/web/src/${file}`;

tester.run('web-zones', webZones, {
  valid: [
    // app/ composes features and shared code.
    {
      filename: web('app/checkout/book-route.tsx'),
      code: "import '../../features/checkout/book/book-page.tsx';",
    },
    { filename: web('app/router.tsx'), code: "import '../lib/navigation.ts';" },
    // A feature uses shared code and its own files.
    { filename: web('features/stays/listing/page.tsx'), code: "import '../../../lib/format.ts';" },
    { filename: web('features/stays/listing/page.tsx'), code: "import '../components/stay-editors.tsx';" },
    // Shared code uses shared code and packages.
    { filename: web('components/ui/card.tsx'), code: "import '../../lib/format.ts'; import 'react';" },
    {
      filename: web('lib/checkout-product.ts'),
      code: "import { money } from '@portal/domain/money';",
    },
    // Outside apps/web/src the rule has nothing to say.
    { filename: '/repo/apps/api/src/app.ts', code: "import './features/x.ts';" },
  ],
  invalid: [
    {
      filename: web('lib/stays/prefetch.ts'),
      code: "import { x } from '../../features/stays/api.ts';",
      errors: [
        {
          messageId: 'sharedImportsUp',
          data: { from: 'lib', to: 'features', specifier: '../../features/stays/api.ts' },
        },
      ],
    },
    {
      filename: web('components/summary.tsx'),
      code: "export { Summary } from '../app/checkout/summary.tsx';",
      errors: [
        {
          messageId: 'sharedImportsUp',
          data: { from: 'components', to: 'app', specifier: '../app/checkout/summary.tsx' },
        },
      ],
    },
    {
      filename: web('lib/lazy.ts'),
      code: "const m = () => import('../features/checkout/book/book-page.tsx');",
      errors: [{ messageId: 'sharedImportsUp' }],
    },
    {
      filename: web('features/checkout/book/book-page.tsx'),
      code: "import { homes } from '../../../app/checkout/homes.ts';",
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      filename: web('lib/format.test.ts'),
      code: "vi.mock('../features/stays/api.ts');",
      errors: [{ messageId: 'sharedImportsUp' }],
    },
  ],
});

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: web('features/stays/a.ts'), code: "import './listing/b.ts';" },
    { filename: web('app/router.tsx'), code: "import '../features/stays/routes.tsx';" },
  ],
  invalid: [
    {
      filename: web('features/checkout/book/book-page.tsx'),
      code: "import '../../stays/listing/stay-summary.tsx';",
      errors: [
        {
          messageId: 'crossFeature',
          data: { from: 'checkout', to: 'stays', specifier: '../../stays/listing/stay-summary.tsx' },
        },
      ],
    },
  ],
});
