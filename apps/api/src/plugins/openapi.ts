import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the same zod schemas that validate requests.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Travel portal API', version: '0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          csrf: { type: 'apiKey', in: 'header', name: 'H-Csrf-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Without it the document's $refs to schemas with a meta id (Fiat, PaymentInput...) point at nothing.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
