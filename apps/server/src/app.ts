// buildApp(config): the whole server, without listening. Tests build it and use inject().
import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { openPreparedDatabase } from './db/prepare.ts';
import { clientErrorHandler } from './lib/client-errors.ts';
import { API_CSP } from './lib/csp.ts';
import { loggableUrl } from './lib/log-secrets.ts';
import { PRETTY_TRANSPORT } from './lib/log-format.ts';
import database from './plugins/database.ts';
import errors from './plugins/errors.ts';
import jsonBody from './plugins/json-body.ts';
import lingeringClose from './plugins/lingering-close.ts';
import session from './plugins/session.ts';
import securityHeaders from './plugins/security-headers.ts';
import { createFrontDoor } from './plugins/anon-cache/front-door.ts';
import anonCache from './plugins/anon-cache/index.ts';
import csrf from './plugins/csrf.ts';
import rateLimit from './plugins/rate-limit.ts';
import access from './plugins/access.ts';
import jobs from './plugins/jobs.ts';
import metrics from './plugins/metrics/index.ts';
import openApi from './plugins/openapi.ts';
import pagePosts from './plugins/page-posts.ts';
import ssr from './plugins/ssr.ts';
import authRoutes from './features/auth/routes.ts';
import userRoutes from './features/users/routes.ts';
import signupRoutes from './features/signup/routes.ts';
import siteRoutes from './features/site/routes.ts';
import healthRoutes from './features/health/routes.ts';
import devMailRoutes from './features/dev-mail/routes.ts';
import insightsRoutes from './features/insights/routes.ts';
import authoringRoutes from './features/insights/authoring/routes.ts';
import authorAccessRoutes from './features/author-access/routes.ts';
import notificationsRoutes from './features/notifications/routes.ts';
import eventsRoutes from './features/events/routes.ts';
import savesRoutes from './features/saves/routes.ts';
import searchRoutes from './features/search/routes.ts';
import coursesRoutes from './features/courses/routes.ts';
import subscriberRoutes from './features/subscribers/routes.ts';
import mediaRoutes from './features/media/routes.ts';
import quotesRoutes from './features/quotes/routes.ts';
import seoRoutes from './features/seo/routes.ts';
import employersRoutes from './features/employers/routes.ts';
import schoolsRoutes from './features/schools/routes.ts';
import uploadsRoutes from './features/uploads/routes.ts';
import credentialsRoutes from './features/credentials/routes.ts';
import adminRoutes from './features/admin/routes.ts';
import reauthHook from './features/admin/reauth/hook.ts';
import privacyRoutes from './features/privacy/routes.ts';
import adminJobs from './features/admin/jobs.ts';
import newsletterAdminRoutes from './features/admin/newsletter/routes.ts';
import newsletterJobs from './features/admin/newsletter/jobs.ts';
import backupsAdminRoutes from './features/admin/backups/routes.ts';
import backupsJobs from './features/admin/backups/jobs.ts';
import newsletterRoutes from './features/newsletter/routes.ts';
import privacyJobs from './features/privacy/jobs.ts';
import authJobs from './features/auth/jobs.ts';
import authoringJobs from './features/insights/authoring/jobs.ts';
import credentialsJobs from './features/credentials/jobs.ts';
import notificationsJobs from './features/notifications/jobs.ts';
import subscriberJobs from './features/subscribers/jobs.ts';
import { badgeSvg } from './features/media/art.ts';
import { createServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** An opened, migrated database (tests); otherwise one is opened from config. */
  database?: DbHandle;
  /** Render pages with React Router; off for API-only tests and benchmarks. */
  ssr?: false | 'production' | 'development';
  /** Run job workers (mail) in this process. */
  workers?: boolean;
  jobPollingSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  /** Where the usual logger writes (tests read what the log keeps). */
  logStream?: { write(line: string): void };
  /**
   * The embedded database failed beyond repair (db/client.ts onFatal): already logged, every
   * query now answers 503 and readiness fails. main.ts stops the process (exit 1).
   */
  onDatabaseFailure?: (err: Error) => void;
  /** Readable, coloured log lines instead of JSON (lib/log-format.ts decides; main.ts asks). */
  prettyLogs?: boolean;
  /** Sees every route as it is added (the fault harness reads each route's body limit). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: Config, opts: BuildOptions = {}) {
  // Fresh anonymous-cache hits are answered here, before Fastify (docs/decisions/0055).
  const frontDoor = createFrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger: opts.logger ?? {
      level: config.LOG_LEVEL,
      ...(opts.prettyLogs ? { transport: PRETTY_TRANSPORT } : {}),
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
      serializers: {
        // Emailed tokens and edit keys travel in URLs: the route names them (logSecrets).
        req: (req) => ({ method: req.method, url: loggableUrl(req), ip: req.ip, id: req.id }),
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Bounded connections (docs/decisions/0040): a client trickling its body cannot hold a
    // connection (and a shutdown) open; Node checks these deadlines every second.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_SECONDS * 1000,
    // A request that reached us while stopping is served (its answer says Connection: close),
    // not turned away with a 503: the grace period exists for it.
    return503OnClosing: false,
    clientErrorHandler,
    http: {
      headersTimeout:
        Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) * 1000,
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
    routerOptions: { maxParamLength: 500 },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const ownsDatabase = !opts.database;
  const onFatal = (err: Error) => {
    app.log.fatal(
      { err: { name: err.name, message: err.message } },
      'the embedded database has failed: refusing every request until the process restarts',
    );
    opts.onDatabaseFailure?.(err);
  };
  const handle = opts.database ?? (await openPreparedDatabase(config, app.log, onFatal));
  await app.register(database, { handle, closeOnShutdown: ownsDatabase });
  // First of the request hooks: a cached answer replays the headers its render was given by
  // helmet and the page CSP, and needs no cookie, session, CSRF or rate-limit work
  // (docs/decisions/0052).
  await app.register(anonCache, { frontDoor });

  await app.register(securityHeaders, {
    helmet: {
      // Pages get their CSP from the SSR plugin; everything else gets API_CSP below.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity:
        config.isProduction && config.cookieSecure ? { maxAge: 31_536_000 } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CSP);
    return payload;
  });
  // Answers drawn for one request (signed-in pages, JSON over 1 KB) go out gzip-compressed at
  // level 1 when the client accepts it. Brotli's default quality 4 took 4.8 ms for a 52 KB page
  // on this machine's CPU, gzip level 1 0.3 ms for 16 % more bytes (decision 0078): CPU is
  // what a small server runs out of. What is compressed once and sent many times (the built
  // assets, the anonymous cache's copies) stays brotli at high quality.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
  });
  await app.register(cookie);
  await app.register(errors);
  await app.register(jsonBody);
  await app.register(lingeringClose);
  await app.register(session);
  // Before csrf, so its route list sees every API route (plugins/access.ts).
  await app.register(access);
  // Before the routes, so it sees each of them; the document is for partners' developers and
  // never served in production (docs/decisions/0057).
  if (!config.isProduction) await app.register(openApi);
  await app.register(csrf);
  await app.register(rateLimit);
  await app.register(jobs, {
    workers: opts.workers ?? true,
    pollingIntervalSeconds: opts.jobPollingSeconds ?? 2,
  });
  // Before the routes, so its timing hook sees every one of them.
  await app.register(metrics);

  // Each feature's routes get the services they call; nothing else reaches into another feature.
  const services = createServices({
    database: handle,
    jobs: app.jobs,
    config,
    log: app.log,
  });
  // Before the routes, so it sees which of them need a recent re-authentication (0076).
  await app.register(reauthHook, { reauth: services.admin.reauth });
  await app.register(healthRoutes);
  await app.register(siteRoutes, { site: services.site });
  await app.register(authRoutes, { auth: services.auth, loadUser: services.users.find });
  await app.register(userRoutes, { users: services.users, contactEmail: services.contactEmail });
  await app.register(signupRoutes, { signup: services.signup, enquiries: services.enquiries });
  await app.register(insightsRoutes, { insights: services.insights });
  await app.register(authoringRoutes, { authoring: services.authoring });
  await app.register(authorAccessRoutes, { authorAccess: services.authorAccess });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(eventsRoutes, { events: services.events });
  await app.register(savesRoutes, { saves: services.saves });
  await app.register(searchRoutes, { search: services.search });
  await app.register(coursesRoutes, { courses: services.courses });
  await app.register(subscriberRoutes, { subscribers: services.subscribers });
  await app.register(mediaRoutes, { media: services.media });
  await app.register(quotesRoutes, { quotes: services.quotes });
  await app.register(seoRoutes, { seo: services.seo });
  await app.register(employersRoutes, { employers: services.employers });
  await app.register(schoolsRoutes, { schools: services.schools });
  await app.register(uploadsRoutes, { uploads: services.uploads });
  await app.register(credentialsRoutes, { credentials: services.credentials, badgeSvg });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(privacyRoutes, { privacy: services.privacy });
  await app.register(newsletterAdminRoutes, { newsletter: services.newsletterAdmin });
  await app.register(newsletterRoutes, { newsletter: services.newsletter });
  await app.register(backupsAdminRoutes, { backups: services.backups });
  // Each feature's jobs (its jobs.ts), given the services they call, as its routes are.
  await app.register(authJobs, { auth: services.auth });
  await app.register(subscriberJobs, { subscribers: services.subscribers });
  await app.register(authoringJobs);
  await app.register(notificationsJobs, { notifications: services.notifications });
  await app.register(credentialsJobs, { credentials: services.credentials });
  await app.register(privacyJobs, { privacy: services.privacy });
  await app.register(newsletterJobs, { newsletter: services.newsletterAdmin });
  await app.register(backupsJobs, {
    backups: services.backups,
    schedule: config.BACKUP_SCHEDULE,
    // `npm run backup` asks the serving process: nobody else can read the embedded database.
    controlSocket: handle.driver === 'pglite' && ownsDatabase,
  });
  await app.register(adminJobs, {
    admin: services.admin,
    eventsSyncCron: config.EVENTS_SYNC_CRON,
  });
  // Captured mail exists only without SMTP_URL; never in production, and only for loopback
  // clients (its messages hold sign-up and reset links).
  if (!config.isProduction && !config.SMTP_URL) {
    await app.register(devMailRoutes, { devMail: services.devMail });
  }

  await app.register(pagePosts);
  if (opts.ssr) {
    await app.register(ssr, { mode: opts.ssr, currentUser: services.users.records.read });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
