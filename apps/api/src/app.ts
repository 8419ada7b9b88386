import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { businessRoutes } from './modules/user/business.routes.ts';
import { createAppPage } from './plugins/web-page.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAgentAudit } from './plugins/agent-audit.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { logRedaction } from './plugins/log-redaction.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { staysRoutes } from './modules/stays/stays.routes.ts';
import { hotelsRoutes } from './products/hotels/hotels.routes.ts';
import { flightsRoutes } from './products/flights/flights.routes.ts';
import { productFeedRoutes } from './modules/product-feed/product-feed.routes.ts';
import { listingPhotoHint } from './modules/stays/listing-photo-hint.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { policyRoutes } from './modules/policy/policy.routes.ts';
import { experimentsRoutes } from './modules/experiments/experiments.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { travelersRoutes } from './modules/travelers/travelers.routes.ts';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { purchaseRoutes } from './checkout/purchase.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { tripsRoutes } from './modules/trips/trips.routes.ts';
import { withdrawRoutes } from './modules/approvals/withdraw.routes.ts';
import { flightTripsRoutes } from './products/flights/flight-trips.routes.ts';
import { flightScheduleRoutes } from './products/flights/flight-schedule.routes.ts';
import { flightExchangeRoutes } from './products/flights/flight-exchange.routes.ts';
import { flightsPredictionRoutes } from './products/flights/flights-prediction.routes.ts';
import { flightWatchRoutes } from './products/flights/flight-watch.routes.ts';

/** Builds the app with its plugins and modules; never listens (tests use inject()). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: logRedaction,
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1_048_576 * 2,
    trustProxy: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // In production the app's page (with each landing route's preload links) answers every client route.
  const appPage = deps.config.webDist
    ? createAppPage(deps.config.webDist, listingPhotoHint(deps.db))
    : undefined;
  registerErrorHandling(app, appPage ? { appPage } : {});
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, {
    production: deps.config.production,
    mapTilesUrl: deps.config.mapTiles?.url,
  });
  await registerAuth(app, deps);
  registerAgentAudit(app, deps);
  await registerRateLimit(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // JSON answers over 1 KB are compressed (a results page is ~40 KB, a listing calendar ~26 KB): less to wait for
      // on a phone. Registered in the API scope only; the web app's files are compressed once at build time.
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(healthRoutes(deps));
      await api.register(staysRoutes(deps));
      await api.register(hotelsRoutes(deps));
      await api.register(productFeedRoutes(deps));
      await api.register(sessionRoutes(deps));
      await api.register(userRoutes(deps));
      await api.register(withdrawRoutes(deps));
      await api.register(businessRoutes(deps));
      await api.register(policyRoutes(deps));
      await api.register(agentRoutes(deps));
      await api.register(experimentsRoutes(deps));
      await api.register(trackingRoutes(deps));
      await api.register(portalRoutes(deps));
      await api.register(rewardsRoutes(deps));
      await api.register(travelersRoutes(deps));
      await api.register(paymentMethodsRoutes(deps));
      await api.register(walletRoutes(deps));
      await api.register(purchaseRoutes(deps));
      await api.register(outboxRoutes(deps));
      await api.register(tripsRoutes(deps));
      await api.register(flightTripsRoutes(deps));
      await api.register(flightScheduleRoutes(deps));
      await api.register(flightExchangeRoutes(deps));
      await api.register(flightsRoutes(deps));
      await api.register(flightWatchRoutes(deps));
      await api.register(flightsPredictionRoutes(deps));
    },
    { prefix: '/api/v0' },
  );
  await app.register(
    async (admin) => {
      await admin.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await admin.register(adminRoutes(deps));
    },
    { prefix: '/admin/api/v0' },
  );

  if (deps.config.webDist) await registerWeb(app, deps.config.webDist);
  return app;
}
