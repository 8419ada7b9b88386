import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './api-boundaries.js';

// RuleTester runs each case as a test of the runner it is given.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The TypeScript parser, for `import type`.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });
const api = (file) => `/repo/apps/api/src/${file}`;

tester.run('api-boundaries', apiBoundaries, {
  valid: [
    // Another module through its public service, whatever imports it.
    {
      filename: api('modules/session/session.service.ts'),
      code: "import { findUser } from '../user/user.service.ts';",
    },
    {
      filename: api('modules/trips/cancel.service.ts'),
      code: "import { queueEmail } from '../outbox/outbox.service.ts';",
    },
    {
      filename: api('checkout/fulfil-booking.ts'),
      code: "import { recordRewardsMovement } from '../modules/rewards/rewards.service.ts';",
    },
    {
      filename: api('products/homes/homes-price.ts'),
      code: "import type { ListingRow } from '../../modules/stays/stays.service.ts';",
    },
    {
      filename: api('jobs/start-jobs.ts'),
      code: "import { deliverEmail } from '../modules/outbox/outbox.service.ts';",
    },
    // The engine's row types, and its services.
    {
      filename: api('products/homes/stay-bookings.repository.ts'),
      code: "import type { BookingRow } from '../../checkout/bookings.repository.ts';",
    },
    {
      filename: api('modules/trips/cancel.service.ts'),
      code: "import { cancelBooking } from '../../checkout/bookings.service.ts';",
    },
    {
      filename: api('checkout/fulfil-booking.ts'),
      code: "import { insertBooking } from './bookings.repository.ts';",
    },
    // A module's own internals.
    {
      filename: api('modules/stays/stays.service.ts'),
      code: "import { findListing } from './stays.repository.ts'; import { toListing } from './stays-mapping.ts';",
    },
    // Shared code that is no module.
    {
      filename: api('modules/trips/trips.service.ts'),
      code: "import { notFound } from '../../plugins/errors.ts';",
    },
    { filename: api('checkout/quote.service.ts'), code: "import { todayOf } from '../lib/today.ts';" },
    { filename: api('products/homes/homes.product.ts'), code: "import '../../checkout/product-line.ts';" },
    // deps.ts by type.
    { filename: api('modules/user/user.service.ts'), code: "import type { AppDeps } from '../../deps.ts';" },
    { filename: api('jobs/start-jobs.ts'), code: "export type { AppDeps } from '../deps.ts';" },
    // The composition root composes freely.
    { filename: api('app.ts'), code: "import { tripsRoutes } from './modules/trips/trips.routes.ts';" },
    {
      filename: api('server.ts'),
      code: "import { buildApp } from './app.ts'; import { createDeps } from './deps.ts';",
    },
    {
      filename: api('deps.ts'),
      code: "import { createHomesLine } from './products/homes/homes.product.ts';",
    },
    // Products may use the engine's interface; packages are not folders of src/.
    {
      filename: api('products/homes/homes-hold.ts'),
      code: "import { fail } from '../../checkout/purchase-errors.ts';",
    },
    {
      filename: api('checkout/fulfil.service.ts'),
      code: "import type { Payment } from '@portal/contracts/purchase';",
    },
    // Outside apps/api/src the rule has nothing to say.
    {
      filename: '/repo/apps/api/test/trips.test.ts',
      code: "import '../src/modules/trips/trips.repository.ts';",
    },
    { filename: '/repo/apps/web/src/app/x.ts', code: "import '../features/modules/a/b.ts';" },
  ],
  invalid: [
    {
      filename: api('modules/trips/refunds.ts'),
      code: "import { insertRewardsLedger } from '../rewards/rewards.repository.ts';",
      errors: [
        {
          messageId: 'moduleInternal',
          data: {
            from: 'modules/trips/refunds.ts',
            to: 'modules/rewards/rewards.repository.ts',
            module: 'rewards',
          },
        },
      ],
    },
    {
      // Types too: a repository's row shape is an internal as much as its functions.
      filename: api('checkout/product-line.ts'),
      code: "import type { AccountWithBalance } from '../modules/rewards/rewards.repository.ts';",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      filename: api('products/homes/reservation-mapping.ts'),
      code: "import { toListing } from '../../modules/stays/stays-mapping.ts';",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      filename: api('jobs/start-jobs.ts'),
      code: "export { deliverEmail } from '../modules/outbox/email-delivery.ts';",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      filename: api('modules/user/user.service.ts'),
      code: "export * from '../session/session.routes.ts';",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      filename: api('plugins/auth.ts'),
      code: "const m = () => import('../modules/session/session.repository.ts');",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      // A specifier that wanders out and back in still lands in another module.
      filename: api('modules/trips/trips.service.ts'),
      code: "import '../trips/../stays/stays-dates.ts';",
      errors: [{ messageId: 'moduleInternal' }],
    },
    {
      filename: api('modules/trips/trips.routes.ts'),
      code: "import { buildApp } from '../../app.ts';",
      errors: [
        { messageId: 'compositionRoot', data: { from: 'modules/trips/trips.routes.ts', to: 'app.ts' } },
      ],
    },
    {
      filename: api('checkout/fulfil-recovery.ts'),
      code: "import type { Server } from '../server.ts';",
      errors: [{ messageId: 'compositionRoot' }],
    },
    {
      filename: api('modules/wallet/wallet.service.ts'),
      code: "import { systemClock } from '../../deps.ts';",
      errors: [{ messageId: 'depsValue', data: { from: 'modules/wallet/wallet.service.ts', to: 'deps.ts' } }],
    },
    {
      // An inline `type` still leaves `import {} from` (verbatimModuleSyntax), which loads deps.ts.
      filename: api('jobs/start-jobs.ts'),
      code: "import { type AppDeps } from '../deps.ts';",
      errors: [{ messageId: 'depsValue' }],
    },
    {
      filename: api('products/homes/homes.product.ts'),
      code: "const deps = await import('../../deps.ts');",
      errors: [{ messageId: 'depsValue' }],
    },
    {
      filename: api('checkout/fulfil-booking.ts'),
      code: "import type { HomesRequest } from '../products/homes/homes-price.ts';",
      errors: [
        {
          messageId: 'engineImportsProduct',
          data: { from: 'checkout/fulfil-booking.ts', to: 'products/homes/homes-price.ts' },
        },
      ],
    },
    {
      filename: api('modules/trips/cancel.service.ts'),
      code: "import { markBookingCancelled } from '../../checkout/bookings.repository.ts';",
      errors: [
        {
          messageId: 'engineInternal',
          data: { from: 'modules/trips/cancel.service.ts', to: 'checkout/bookings.repository.ts' },
        },
      ],
    },
    {
      filename: api('products/homes/homes-hold.ts'),
      code: "import { type BookingRow, lockUserForBooking } from '../../checkout/bookings.repository.ts';",
      errors: [{ messageId: 'engineInternal' }],
    },
    {
      // Each import that crosses a boundary is reported.
      filename: api('checkout/quote.service.ts'),
      code: "import '../modules/stays/stays.repository.ts'; import '../products/homes/homes.product.ts';",
      errors: [{ messageId: 'moduleInternal' }, { messageId: 'engineImportsProduct' }],
    },
  ],
});
