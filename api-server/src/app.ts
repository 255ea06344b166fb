import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authentication } from './auth/plugin';
import { bookRoutes } from './books/routes';
import type { AppConfig } from './config';
import { database } from './db/plugin';
import { demoData } from './demo/seed';
import { outgoingStatementRoutes } from './expenses/outgoing-statement-routes';
import { expenseRoutes } from './expenses/routes';
import { documentStorage } from './files/plugin';
import { answerNotFound, errorAnswers } from './http/errors';
import { jsonBodies } from './http/json-bodies';
import { nulCharacters } from './http/nul-characters';
import { loggerOptions } from './http/logging';
import { openApi } from './http/openapi';
import { requestIdOf, requestIds } from './http/request-ids';
import { securityHeaders } from './http/security-headers';
import { leaseRoutes } from './leases/routes';
import { locationRoutes } from './locations/routes';
import { maintenanceRoutes } from './maintenance/routes';
import { mail, outboxRoutes } from './mail/plugin';
import { notifier } from './notifications/notifier';
import { notificationSchedule } from './notifications/plugin';
import { notificationRoutes } from './notifications/routes';
import { healthRoutes } from './operations/health';
import { metrics } from './operations/metrics';
import { overloadShedding } from './operations/overload';
import { ownerRoutes } from './owners/routes';
import { searchRoutes } from './search/routes';
import { paymentRoutes } from './payments/routes';
import { propertyPortfolio } from './properties/plugin';
import { ownerAnswers } from './answers/owner-answers';
import { propertyRoutes } from './properties/routes';
import { ownerTenantRoutes } from './tenants/owner-routes';
import { tenantAccess } from './tenants/tenant-access';
import { tenantRoutes } from './tenants/tenant-routes';
import { frontEnds } from './web/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

const api: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Answers are compressed as they go (a page of 50 properties is 39 kB of JSON, 4 kB in brotli),
  // at a brotli quality that costs little per answer; answers kept in memory are compressed once,
  // as they are kept (http/kept-compression.ts), and the front ends' files at build time. What is written is flushed: a streamed answer (a year's transactions as
  // CSV, a month at a time) reaches the client as it is written, not once the compressor's window
  // (up to 4 MB) is full, when a download had seemed not to start.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
  await app.register(healthRoutes);
  await app.register(ownerRoutes);
  await app.register(propertyRoutes);
  await app.register(leaseRoutes);
  await app.register(ownerTenantRoutes);
  await app.register(tenantRoutes);
  await app.register(paymentRoutes);
  await app.register(locationRoutes);
  await app.register(maintenanceRoutes);
  await app.register(notificationRoutes);
  await app.register(searchRoutes);
  await app.register(expenseRoutes);
  await app.register(outgoingStatementRoutes);
  await app.register(bookRoutes);
  if (!config.production && !config.smtpUrl) await app.register(outboxRoutes, { config });
};

/**
 * The whole server with every plugin registered and nothing listening. Logs go to standard output,
 * or to `logStream` when given.
 */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
) {
  const app = Fastify({
    logger: config.logLevel === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdOf,
    // The embedded database creates its cluster on first start, which takes a while on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    await app.register(requestIds);
    await app.register(errorAnswers);
    await app.register(securityHeaders, { config });
    await app.register(overloadShedding, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
    await app.register(jsonBodies);
    await app.register(nulCharacters);
    await app.register(openApi);
    await app.register(database, { config });
    await app.register(documentStorage, { config });
    await app.register(mail, { config });
    await app.register(notifier);
    await app.register(notificationSchedule);
    await app.register(metrics);
    await app.register(authentication, {
      jwtSecret: config.jwtSecret,
      passwordHashing: config.passwordHashing,
    });
    await app.register(tenantAccess);
    await app.register(propertyPortfolio);
    await app.register(ownerAnswers);
    await app.register(api, { prefix: '/api', config });
    if (config.webRoot) {
      await app.register(frontEnds, {
        webRoot: config.webRoot,
        ssr: { budgetMs: config.ssrBudgetMs },
      });
    } else {
      app.setNotFoundHandler(answerNotFound);
    }
    if (config.demoData) await app.register(demoData);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
