import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from '@kilau/db';
import type { Kysely } from 'kysely';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { devMailboxEnabled, isHttpsOnly, mediaBaseUrl, type Env } from './config/env';
import { createImageGuard } from './lib/image-guard';
import { responseSerializerCompiler } from './lib/response-serializer';
import { createSessionsRepository } from './lib/sessions.repository';
import { accountsModule } from './modules/accounts';
import { createNewsletter, newsletterModule } from './modules/newsletter';
import { quizModule } from './modules/quiz';
import {
  ACADEMY_PAPER_UPLOADS,
  academyModule,
  academyPostsModule,
  createAcademy,
} from './modules/academy';
import {
  createBadgeAwards,
  createRewards,
  rewardsModule,
  type AwardBadge,
} from './modules/rewards';
import { rewardsAdminModule } from './modules/admin-rewards';
import { addressesModule } from './modules/addresses';
import {
  createReviewModeration,
  REVIEW_PHOTO_UPLOADS,
  reviewsModule,
  createMemberReviewRemoval,
  type ReviewModeration,
} from './modules/reviews';
import { bannersModule } from './modules/banners';
import {
  cartModule,
  checkoutBag,
  createCartPromotions,
  type CartPricer,
  type CartPromotions,
} from './modules/cart';
import {
  catalogModule,
  createSearchMissCounter,
  createSearchMissesRepository,
  createProductTiles,
  createSpecialPriceListing,
} from './modules/catalog';
import { checkoutPorts, orderLastUsedMethod, orderOutcomes } from './checkout-wiring';
import {
  createShopCancelService,
  ordersModule,
  startExpiryJob,
  type CheckoutPorts,
} from './modules/orders';
import {
  createGateway,
  paymentModule,
  shopPublicUrl,
  sandboxGatewayRoutes,
  type LastUsedMethod,
  type PaymentGateway,
  type PaymentOutcomes,
  type SandboxNotify,
} from './modules/payment';
import { createCarrier, type CarrierPort } from './adapters/carrier';
import { createConversions, type ConversionsPort } from './adapters/conversions';
import { analyticsModule, createAnalytics } from './modules/analytics';
import { analyticsAdminModule } from './modules/admin-analytics';
import { createRealtimeHub, realtimeModule } from './modules/realtime';
import { chatbotModule } from './modules/chatbot';
import { signOnModule } from './modules/sign-on';
import { ORDER_STATE_NAMES, type OrderStateId } from '@kilau/domain/orders';
import { createIdentityAdapters, type Fetch } from './adapters/identity';
import { createFileStorage, uploadsRoutes, type FileStorage } from './adapters/storage';
import { createOrderViews, opsModule } from './modules/ops';
import { catalogueAdminModule } from './modules/admin-catalogue';
import { adminModule, createStaffSessions, recordAudit, signedInStaff } from './modules/admin';
import { storeCollectionModule } from './modules/store-collection';
import { stockAdminModule } from './modules/admin-stock';
import { storeStockAdminModule } from './modules/admin-store-stock';
import { taxonomyAdminModule } from './modules/admin-taxonomy';
import { bannersAdminModule } from './modules/admin-banners';
import { ordersAdminModule } from './modules/admin-orders';
import { customersAdminModule } from './modules/admin-customers';
import { promotionsAdminModule } from './modules/admin-promotions';
import { bulkAdminModule } from './modules/admin-bulk';
import { dashboardAdminModule } from './modules/admin-dashboard';
import { reviewsAdminModule } from './modules/admin-reviews';
import { featuresAdminModule } from './modules/admin-features';
import { createInvoices, invoiceAttachments, invoicesModule } from './modules/invoices';
import { contentAdminModule } from './modules/admin-content';
import { quizAdminModule } from './modules/admin-quiz';
import { academyAdminModule } from './modules/admin-academy';
import { contentModule } from './modules/content';
import { supportAdminModule } from './modules/admin-support';
import { posModule } from './modules/pos';
import { supportModule } from './modules/support';
import { authenticityAdminModule } from './modules/admin-authenticity';
import { authenticityModule } from './modules/authenticity';
import { staffAuth } from './plugins/staff-auth';
import { createOtpRepository, createOtpService, otpModule } from './modules/otp';
import { dataRightsModule, type DataRightsService } from './modules/data-rights';
import { returnsModule } from './modules/returns';
import { gatewayRefunds } from './gateway-refunds';
import {
  createOutboxTransport,
  outboxModule,
  renderMessage,
  type OutboxTransport,
} from './modules/outbox';
import { publicConfigModule } from './modules/public-config';
import { regionsModule } from './modules/regions';
import { shippingModule } from './modules/shipping';
import { memberVouchers, vouchersModule, welcomeVouchers } from './modules/vouchers';
import { createLuckyDraw, luckyDrawModule, type RandomSource } from './modules/lucky-draw';
import { healthModule } from './modules/health';
import { accessLog } from './plugins/access-log';
import { auth } from './plugins/auth';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { media, mediaUrls } from './plugins/media';
import { openapi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limit';
import { readYourWrites } from './plugins/read-your-writes';
import { requestContext } from './plugins/request-context';
import { securityHeaders, thirdPartyScripts } from './plugins/security-headers';
import { createCdnPurge, type CdnPurgePort } from './adapters/cdn';
import { createPageCache } from './web/page-cache';
import { createCatalogueChanges } from './lib/catalogue-changes';
import { createPagePurge } from './web/page-purge';
import { createMemoryPageStore, createRedisPageStore } from './web/page-store';
import { webApp, type WebAppOptions } from './web/web-app';

export interface AppDeps {
  config: Env;
  database: DatabaseHandle;
  clock?: () => Date;
  redis?: Redis;
  /** The server-rendered storefront; absent in API-only deployments and API tests. */
  web?: WebAppOptions;
  /**
   * The secret that marks the storefront's in-process calls (`x-kilau-internal`); a fresh one
   * per boot by default. Tests pass their own to call as the storefront does.
   */
  internalSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Outbound HTTP to reCAPTCHA, Google and Facebook (the global `fetch` by default); the tests
   * pass a sandbox that speaks their protocols.
   */
  fetch?: Fetch;
  /** The bag's promotions (vouchers, points, special prices); the real ones by default. */
  promotions?: CartPromotions;
  /** How the promotion calls price a bag: the cart core's pricing by default. */
  priceCart?: CartPricer;
  /**
   * Payment seams: the orders module's outcomes and last used method (none until it is wired),
   * and where the sandbox gateway posts notifications (HTTP to the shop by default).
   */
  /** Replaces checkout ports (tests: a fixed shipping quote, a recording gateway). */
  checkoutPorts?: (real: CheckoutPorts) => CheckoutPorts;
  payments?: {
    outcomes?: PaymentOutcomes;
    lastUsedMethod?: LastUsedMethod;
    notify?: SandboxNotify;
    /** Wraps the configured gateway (tests: one that stops answering, or answers late). */
    gateway?: (real: PaymentGateway) => PaymentGateway;
  };
  /** Where catalogue changes purge a CDN's copies of guests' pages (CDN_PURGE_URL by default). */
  cdnPurge?: CdnPurgePort;
  /** The carrier that books parcels and tracks them (design/order-life-after-payment.md): the sandbox by default. */
  carrier?: CarrierPort;
  /**
   * Deliver outbox messages every `intervalMs` while the app runs (the server: SMTP when
   * SMTP_URL is set, else the development transport). Off by default: tests read the outbox.
   */
  outboxDelivery?: { intervalMs: number; transport?: OutboxTransport };
  /** The file store (ADR 0023); by default the one the configuration names (STORAGE). */
  files?: FileStorage;
  /** The lucky draw's randomness (a number in [0, 1) per claim); the crypto source by default. */
  luckyDrawRandom?: RandomSource;
  /** Where consented ad events go (Meta's Conversions API with a pixel, else the sandbox). */
  conversions?: ConversionsPort;
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** The whole shop as one Fastify instance: plugins and modules in one explicit list. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const clock = deps.clock ?? (() => new Date());

  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Fastify's two lines per request give way to the access log (plugins/access-log.ts).
    disableRequestLogging: true,
    bodyLimit: config.BODY_LIMIT,
    // Slow clients are cut off (see env.ts); the server checks pending requests every second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS / 2),
    },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by compiled serializers; outside production each is checked by its zod
  // schema too, so a schema that does not match what a route answers fails its tests (ADR 0026).
  const zodWritten = new Map<string, string>();
  app.decorate('zodWrittenResponses', zodWritten);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      verify: config.NODE_ENV !== 'production',
      lazy: config.NODE_ENV === 'production',
      onFallback: (route, reason) => zodWritten.set(route, reason),
    }),
  );

  const internalSecret = deps.internalSecret ?? randomBytes(24).toString('hex');
  await app.register(requestContext, { internalSecret });
  await app.register(accessLog, {
    slowMs: config.SLOW_REQUEST_MS,
    sample: config.ACCESS_LOG_SAMPLE,
  });
  await app.register(errorHandler);
  // The payment gateway first: its browser script's origins join the page policy.
  const payments = await createGateway({
    db: deps.database.db,
    clock,
    env: config,
    log: app.log,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.payments?.notify ? { notify: deps.payments.notify } : {}),
  });
  const gateway = deps.payments?.gateway
    ? deps.payments.gateway(payments.gateway)
    : payments.gateway;
  // Every file the shop keeps goes through one store: local disk or an S3-compatible bucket.
  const files = deps.files ?? (await createFileStorage({ config, db: deps.database.db, clock }));
  if (!deps.files) app.addHook('onClose', () => files.close());
  await app.register(securityHeaders, {
    httpsOnly: isHttpsOnly(config),
    thirdParty: thirdPartyScripts(config),
    gatewayOrigins: payments.browser?.origins ?? [],
    imageOrigins: config.MEDIA_BASE_URL ? [new URL(config.MEDIA_BASE_URL).origin] : [],
    // Review photos go straight to the bucket's pre-signed URL from the page.
    uploadOrigins: files.uploadOrigin ? [files.uploadOrigin] : [],
  });
  await app.register(rateLimits, {
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    notFoundMax: config.NOT_FOUND_RATE_LIMIT_MAX,
    accountProbeMax: config.LOGIN_RATE_LIMIT_MAX,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  // Image URLs point at MEDIA_BASE_URL when set (before compression: it rewrites JSON text).
  await app.register(mediaUrls, { baseUrl: mediaBaseUrl(config) });
  await app.register(compression);
  await app.register(openapi, { storeName: config.STORE_NAME });
  // Every request-time image decode goes through one guard (ADR 0016).
  const images = createImageGuard();
  app.decorate('images', images);
  app.addHook('onClose', () => images.close());
  await app.register(media, { files: files.public, images });
  // Private uploads (payment receipts, review photos waiting for their review) leave and come in
  // only through pre-signed URLs: the store's own, or on local disk the shop's `/uploads/*`.
  const uploads = files.private;
  if (files.uploadLinks) {
    await app.register(uploadsRoutes, {
      links: files.uploadLinks,
      files: files.private,
      clock,
      puts: [REVIEW_PHOTO_UPLOADS, ACADEMY_PAPER_UPLOADS],
      prefix: '/uploads',
    });
  }
  const sessions = createSessionsRepository(deps.database.db);
  await app.register(auth, {
    sessions,
    clock,
    httpsOnly: isHttpsOnly(config),
    publicUrl: config.PUBLIC_URL,
  });
  // The back office's own sessions (docs/design/back-office.md), never a member's.
  const staffSessions = createStaffSessions(
    deps.database.db,
    clock,
    config.STAFF_IDLE_MINUTES,
    config.STAFF_SECRET_KEY,
  );
  await app.register(staffAuth, {
    session: (token) => staffSessions.session(token),
    httpsOnly: isHttpsOnly(config),
    publicUrl: config.PUBLIC_URL,
  });
  // With a read replica, each request's catalogue reads go where read-your-writes allows (ADR 0029).
  await app.register(readYourWrites, {
    replica: deps.database.replica,
    httpsOnly: isHttpsOnly(config),
  });
  // Links that leave the shop (e-mails, payment redirects) use the configured address only.
  const publicUrl = shopPublicUrl(config);
  const identity = createIdentityAdapters(config, deps.fetch ?? globalThis.fetch);
  const startedAt = clock();
  // The newsletter's subscriptions: its own routes, and the account's switch writes through.
  const newsletter = createNewsletter({
    db: deps.database.db,
    clock,
    publicUrl,
    ipSalt: config.OTP_SECRET,
  });

  // Rewards and badges (docs/design/rewards.md): badges are awarded in the transaction of the
  // event that earns them (an order paid, a review published), and the public profile shows them.
  const rewards = createRewards({ db: deps.database.db, clock });
  const awardBadge = createBadgeAwards(clock);
  // Invoices (issue 25, docs/design/invoices.md): a paid order's numbered invoice is issued in the
  // transaction that marks it paid, whichever path that is — after the badge, because the
  // year's invoice counter is the last lock a transaction takes (ADR 0014).
  const invoices = createInvoices({ db: deps.database.db, clock, audit: recordAudit });
  const orderPaid = async (tx: Kysely<Database>, userId: number, orderId: number) => {
    await awardBadge(tx, userId, 'first_order');
    await invoices.issue(tx, orderId);
  };

  // The modules, one registration each (prefix = where their routes start).
  await app.register(accountsModule, {
    db: deps.database.db,
    sessions,
    clock,
    storeName: config.STORE_NAME,
    publicUrl,
    media: files.public,
    images,
    recaptcha: identity.recaptcha,
    socialProviders: identity.social,
    welcomeVouchers,
    newsletter,
    badges: rewards.badges,
    prefix: '/api',
  });
  // The sign-on broker (docs/design/sign-on.md): a member of the home site is signed in on the
  // shop's other sites (SIGN_ON_ORIGINS) by a top-level round trip and a one-time ticket.
  await app.register(signOnModule, {
    db: deps.database.db,
    sessions,
    clock,
    origins: config.SIGN_ON_ORIGINS,
    publicUrl: config.PUBLIC_URL,
    httpsOnly: isHttpsOnly(config),
    rateLimitMax: config.SIGN_ON_RATE_LIMIT_MAX,
    prefix: '/api',
  });
  await app.register(newsletterModule, { newsletter, prefix: '/api/newsletter' });
  await app.register(rewardsModule, { rewards, prefix: '/api' });
  await app.register(vouchersModule, { db: deps.database.db, clock, prefix: '/api' });
  // The lucky draw (docs/design/lucky-draw.md): prizes become member vouchers; the catalogue's
  // campaign list asks it which draw campaigns have no prize left.
  const luckyDraw = createLuckyDraw({
    db: deps.database.db,
    clock,
    memberVouchers,
    publicUrl,
    ...(deps.luckyDrawRandom ? { random: deps.luckyDrawRandom } : {}),
  });
  await app.register(luckyDrawModule, { luckyDraw, prefix: '/api' });
  await app.register(publicConfigModule, {
    config,
    paymentGateway: payments.browser,
    prefix: '/api',
  });
  await app.register(regionsModule, { db: deps.database.db, clock, prefix: '/api' });
  await app.register(addressesModule, { db: deps.database.db, clock, prefix: '/api' });
  await app.register(otpModule, {
    db: deps.database.db,
    clock,
    secret: config.OTP_SECRET,
    prefix: '/api',
  });
  // The outbox's sender delivers when asked (the server); its mailbox is the development one:
  // outside production, or with DEV_MAILBOX (the browser tests' production build), never on an
  // https deployment.
  await app.register(outboxModule, {
    db: deps.database.db,
    clock,
    storeName: config.STORE_NAME,
    publicUrl,
    devMailbox: devMailboxEnabled(config),
    delivery: deps.outboxDelivery && {
      transport: deps.outboxDelivery.transport ?? createOutboxTransport(config),
      intervalMs: deps.outboxDelivery.intervalMs,
      // "Payment received" carries the order's invoice (read after the claim, no lock held).
      attachmentsFor: invoiceAttachments(deps.database.db),
    },
    prefix: '/api',
  });
  // The contact form's tickets (beside the content pages' `/api/content/pages/*`) and the
  // offline stores (docs/design/contact-and-stores.md).
  await app.register(supportModule, {
    db: deps.database.db,
    clock,
    recaptcha: identity.recaptcha,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl,
    prefix: '/api/content',
  });
  await app.register(posModule, { db: deps.database.read, clock, prefix: '/api/pos' });
  await app.register(healthModule, { database: deps.database, clock, startedAt, prefix: '/api' });
  // Live events for signed-in browsers (docs/design/realtime.md): one hub, shared across instances
  // through Redis; payments, order moves and bag changes publish to it after their commit.
  const realtime = createRealtimeHub({ redis: deps.redis, log: app.log });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  await app.register(realtimeModule, { hub: realtime, prefix: '/api/realtime' });
  const orderMoved = (order: { id: number; user_id: number; state_id: number }) =>
    realtime.publish(
      { member: order.user_id },
      {
        type: 'order',
        data: {
          order_id: String(order.id),
          state: ORDER_STATE_NAMES[order.state_id as OrderStateId] ?? String(order.state_id),
        },
      },
    );
  // Back-office writes tell every catalogue cache, here and on other instances, what changed.
  const catalogueChanges = createCatalogueChanges({ redis: deps.redis, log: app.log });
  app.decorate('catalogueChanges', catalogueChanges);
  app.addHook('onClose', () => catalogueChanges.close());
  await app.register(bannersModule, {
    db: deps.database.read,
    clock,
    cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
    changes: catalogueChanges,
    prefix: '/api',
  });
  // The shop's content pages (issue 20): rendered once, forgotten on publish.
  await app.register(contentModule, {
    db: deps.database.read,
    clock,
    cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
    changes: catalogueChanges,
    prefix: '/api/content',
  });
  const searchMisses = createSearchMissCounter({
    misses: createSearchMissesRepository(deps.database.db),
    clock,
  });
  await app.register(catalogModule, {
    db: deps.database.db,
    readDb: deps.database.read,
    clock,
    cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
    changes: catalogueChanges,
    misses: searchMisses,
    campaignsWithoutPrizes: luckyDraw.campaignsWithoutPrizes,
    prefix: '/api/catalog',
  });
  await app.register(reviewsModule, {
    db: deps.database.db,
    clock,
    changes: catalogueChanges,
    files,
    images,
    sweepIntervalMs: config.UPLOAD_SWEEP_INTERVAL_MS,
    reviewPublished: (tx, memberId) => awardBadge(tx, memberId, 'first_review'),
    prefix: '/api/reviews',
  });
  // A member's data rights (docs/design/data-rights.md): the export job and account closure,
  // whose code is an OTP (scope `close-account`) and whose removed reviews leave the stats exact.
  const closureCodes = createOtpService({
    otp: createOtpRepository(deps.database.db),
    clock,
    secret: config.OTP_SECRET,
  });
  let dataRights: DataRightsService | undefined;
  await app.register(dataRightsModule, {
    db: deps.database.db,
    clock,
    files,
    publicUrl,
    codes: {
      send: (recipient, caller) =>
        closureCodes.requestCode({ scope: 'close-account', method: 'email', recipient }, caller),
      consume: async (recipient, code, caller) => {
        await closureCodes.verifyCode(
          { scope: 'close-account', method: 'email', recipient, code },
          caller,
        );
      },
    },
    reviews: createMemberReviewRemoval(),
    productsChanged: (productIds) => catalogueChanges.changed({ products: productIds }, 'review'),
    jobIntervalMs: config.DATA_EXPORT_JOB_INTERVAL_MS,
    rateLimitMax: config.DATA_RIGHTS_RATE_LIMIT_MAX,
    onService: (service) => {
      dataRights = service;
    },
    prefix: '/api',
  });
  if (dataRights) app.decorate('dataRights', dataRights);

  // The beauty quiz: its routine answers the catalogue's tiles (read from the primary: stock).
  await app.register(quizModule, {
    db: deps.database.db,
    clock,
    quizTaken: (tx, memberId) => awardBadge(tx, memberId, 'quiz_taken'),
    httpsOnly: isHttpsOnly(config),
    tiles: createProductTiles({
      db: deps.database.db,
      clock,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      changes: catalogueChanges,
    }),
    prefix: '/api',
  });

  // The academy (issue 22, docs/design/academy.md): its storefront and its posts (the journal
  // API under /api/content); graduation awards a badge and the academy's voucher.
  const academy = createAcademy({
    db: deps.database.db,
    clock,
    tiles: createProductTiles({
      db: deps.database.db,
      clock,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      changes: catalogueChanges,
    }),
    files: files.private,
    graduated: (tx, memberId) => awardBadge(tx, memberId, 'academy_graduate'),
    memberVouchers,
  });
  await app.register(academyModule, { academy, publicUrl, prefix: '/api/academy' });
  await app.register(academyPostsModule, {
    academy,
    db: deps.database.db,
    clock,
    prefix: '/api/content',
  });

  const promotions = deps.promotions ?? createCartPromotions();
  await app.register(cartModule, {
    db: deps.database.db,
    clock,
    bagCountChanged: (userId, count) =>
      realtime.publish({ member: userId }, { type: 'bag', data: { count } }),
    promotions,
    priceCart: deps.priceCart,
    specialPriceListing: createSpecialPriceListing({
      db: deps.database.db,
      clock,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      changes: catalogueChanges,
    }),
    prefix: '/api/cart',
  });

  await app.register(shippingModule, {
    db: deps.database.db,
    clock,
    bagForShipping: (db, userId, now) => checkoutBag(db, promotions, userId, now),
    prefix: '/api/shipping',
  });
  const paymentOutcomes =
    deps.payments?.outcomes ??
    orderOutcomes(deps.database.db, clock, orderPaid, (change) =>
      realtime.publish(
        { member: change.userId },
        {
          type: 'order',
          data: { order_id: String(change.orderId), payment_status: change.state },
        },
      ),
    );
  await app.register(paymentModule, {
    db: deps.database.db,
    clock,
    gateway,
    outcomes: paymentOutcomes,
    lastUsedMethod: deps.payments?.lastUsedMethod ?? orderLastUsedMethod(deps.database.db),
    serverKey: payments.serverKey,
    prefix: '/api/payment',
  });
  if (payments.sandbox) {
    await app.register(sandboxGatewayRoutes, {
      sandbox: payments.sandbox,
      prefix: '/sandbox-gateway',
    });
  }
  const realPorts = checkoutPorts({
    db: deps.database.db,
    promotions,
    gateway,
    publicUrl,
    clock,
    orderPaid,
  });
  const ports = deps.checkoutPorts ? deps.checkoutPorts(realPorts) : realPorts;
  const carrier = deps.carrier ?? createCarrier();
  app.decorate('carrier', carrier);
  await app.register(ordersModule, {
    db: deps.database.db,
    clock,
    ports,
    uploads,
    images,
    prefixes: { order: '/api/order', payment: '/api/payment' },
  });
  // The member's invoice download and the back office's invoice settings (settings.write).
  await app.register(invoicesModule, {
    invoices,
    prefixes: { order: '/api/order', admin: '/api/admin' },
  });
  // Returns and refunds (docs/design/returns.md): the member's requests and the back office's
  // steps; a refund to the original method goes through the gateway's refund call.
  await app.register(returnsModule, {
    db: deps.database.db,
    clock,
    windowDays: config.RETURN_WINDOW_DAYS,
    refunds: gatewayRefunds(gateway),
    files: uploads,
    images,
    audit: recordAudit,
    prefixes: { order: '/api/order', admin: '/api/admin' },
  });
  // Guests' pages kept by the shop (PAGE_CACHE) and by a CDN, and the purge of both.
  const pageCache = pageCacheOf(config, clock, deps.redis, app.log);
  const pagePurge = createPagePurge({
    cache: pageCache,
    shared: config.PAGE_CACHE === 'redis',
    redis: deps.redis,
    cdn: deps.cdnPurge ?? createCdnPurge(config, app.log),
    log: app.log,
  });
  app.decorate('pagePurge', pagePurge);
  catalogueChanges.purgePagesWith((reason) => pagePurge.purge(reason));
  app.addHook('onClose', () => pagePurge.close());
  await app.register(opsModule, {
    db: deps.database.db,
    clock,
    carrier,
    uploads,
    pagePurge,
    orderPaid,
    orderMoved,
    prefix: '/api/ops',
  });
  // Store orders: the member's collection QR, the cashier's payment and the hand-over at the
  // exit (store.collect); a cashier payment is settled through the gateway reports' own path.
  await app.register(storeCollectionModule, {
    db: deps.database.db,
    clock,
    secret: config.STORE_COLLECTION_SECRET,
    settle: async (tx, order) =>
      paymentOutcomes.apply(tx, {
        orderRef: order.paymentRef,
        transactionId: order.transactionId,
        transactionStatus: 'settlement',
        fraudStatus: 'accept',
        statusCode: '200',
        grossAmount: order.grossAmount,
        paymentType: 'cashier',
        state: 'settlement',
        source: 'status',
        savedCard: null,
      }),
    audit: recordAudit,
    prefix: '/api',
  });
  await app.register(adminModule, {
    db: deps.database.db,
    staffSessions,
    clock,
    signInLimit: config.STAFF_SIGN_IN_RATE_LIMIT_MAX,
    prefix: '/api/admin',
  });
  // The back office's products (catalogue.write), telling the shop's caches of each change.
  await app.register(catalogueAdminModule, {
    db: deps.database.db,
    clock,
    changes: catalogueChanges,
    images,
    media: files.public,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  // Stock ledger, brands and categories (stock.write, catalogue.write).
  await app.register(stockAdminModule, {
    db: deps.database.db,
    changes: catalogueChanges,
    audit: recordAudit,
    clock,
    prefix: '/api/admin',
  });
  await app.register(storeStockAdminModule, {
    db: deps.database.db,
    changes: catalogueChanges,
    audit: recordAudit,
    clock,
    prefix: '/api/admin',
  });
  await app.register(taxonomyAdminModule, {
    db: deps.database.db,
    changes: catalogueChanges,
    images,
    media: files.public,
    audit: recordAudit,
    clock,
    prefix: '/api/admin',
  });
  // Banners and campaigns in the back office (banners.write), audited; the shop hears at once.
  await app.register(bannersAdminModule, {
    db: deps.database.db,
    clock,
    images,
    media: files.public,
    audit: (tx, actor, entry) => recordAudit(tx, actor, entry, clock()),
    prefix: '/api/admin',
  });
  // The same order services for the back office's staff (orders.read / orders.write), audited.
  await app.register(opsModule, {
    db: deps.database.db,
    clock,
    carrier,
    uploads,
    pagePurge,
    orderPaid,
    orderMoved,
    guard: {
      kind: 'staff',
      audit: (tx, actor, move) =>
        recordAudit(
          tx,
          actor,
          {
            action: 'order.advance',
            entity: 'order',
            entityId: move.reference,
            before: { state: move.from },
            after: { state: move.to, ...(move.note ? { note: move.note } : {}) },
          },
          clock(),
        ),
    },
    prefix: '/api/admin',
  });
  // The back office's orders (cancel, packing slip, invoice) and customers (issue 18).
  const staffActor = async (request: FastifyRequest) => {
    const staff = await signedInStaff(request);
    return { staffId: staff.staffId, email: staff.email, ip: request.ip, requestId: request.id };
  };
  const cancelForShop = createShopCancelService({
    db: deps.database.db,
    clock,
    cancelPayment: ports.cancelPayment,
  });
  await app.register(ordersAdminModule, {
    orderView: createOrderViews(deps.database.db, uploads).show,
    invoice: invoices.pdfByReference,
    cancel: (reference, reason, actor) =>
      cancelForShop(reference, reason, (tx, cancelled) =>
        recordAudit(
          tx,
          actor,
          {
            action: 'order.cancel',
            entity: 'order',
            entityId: cancelled.reference,
            before: { state: cancelled.from },
            after: {
              state: 'Cancelled',
              reason: cancelled.reason,
              ...(cancelled.refund !== null ? { refund: cancelled.refund } : {}),
            },
          },
          clock(),
        ),
      ),
    actorOf: staffActor,
    messages: {
      db: deps.database.db,
      clock,
      subjectOf: (row) => renderMessage(row, config.STORE_NAME, publicUrl).subject,
      audit: recordAudit,
    },
    prefix: '/api/admin',
  });
  await app.register(customersAdminModule, {
    db: deps.database.db,
    clock,
    audit: recordAudit,
    actorOf: staffActor,
    prefix: '/api/admin',
  });
  // The back office's promotions: vouchers (docs/design/back-office.md "Promotions").
  await app.register(promotionsAdminModule, {
    db: deps.database.db,
    clock,
    recordAudit,
    prefix: '/api/admin',
  });
  // Moderation of reviews (reviews.moderate): the reviews module's writes, audited here.
  await app.register(reviewsAdminModule, {
    db: deps.database.db,
    clock,
    changes: catalogueChanges,
    audit: recordAudit,
    decisions: withFirstReviewBadge(createReviewModeration(), awardBadge),
    prefix: '/api/admin',
  });
  // Partner prizes and campaign-token grants (promotions.write, customers.write), audited.
  await app.register(rewardsAdminModule, {
    db: deps.database.db,
    clock,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  // The shop's feature toggles (settings.write), audited.
  await app.register(featuresAdminModule, {
    db: deps.database.db,
    clock,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  // The content pages in the back office (content.write), audited; the shop hears on publish.
  await app.register(contentAdminModule, {
    db: deps.database.db,
    clock,
    images,
    media: files.public,
    changes: catalogueChanges,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  // The beauty quiz (quiz.write): quizzes, questions, answers, result rules and pictures, audited.
  await app.register(quizAdminModule, {
    db: deps.database.db,
    clock,
    images,
    media: files.public,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  // The academy (academy.manage): settings, levels, posts, quizzes, queues, winners, audited.
  await app.register(academyAdminModule, {
    db: deps.database.db,
    clock,
    audit: recordAudit,
    uploads,
    publicUrl,
    prefix: '/api/admin/academy',
  });
  // Support tickets (support.tickets): answers e-mailed through the outbox, audited.
  await app.register(supportAdminModule, {
    db: deps.database.db,
    clock,
    audit: recordAudit,
    publicUrl,
    prefix: '/api/admin',
  });
  // The back office's dashboard and CSV import/export (issue 18).
  await app.register(dashboardAdminModule, {
    db: deps.database.db,
    clock,
    flushSearchMisses: () => searchMisses.flush(),
    prefix: '/api/admin',
  });
  // Authenticity checks (issue 20): the shopper's check and history, the back office's batches.
  await app.register(authenticityModule, {
    db: deps.database.db,
    clock,
    secret: config.AUTHENTICITY_CODE_SECRET,
    prefix: '/api/authenticity',
  });
  await app.register(authenticityAdminModule, {
    db: deps.database.db,
    clock,
    secret: config.AUTHENTICITY_CODE_SECRET,
    audit: recordAudit,
    prefix: '/api/admin',
  });
  await app.register(bulkAdminModule, {
    db: deps.database.db,
    clock,
    audit: (tx, actor, entry) => recordAudit(tx, actor, entry, clock()),
    prefix: '/api/admin',
  });
  // Tracking and analytics (issue 24, docs/design/analytics.md): events, consent, ad events for
  // the conversions API, roll-ups for the back office, similar products from co-views.
  const conversions = deps.conversions ?? createConversions(config, deps.fetch);
  const analytics = createAnalytics({
    db: deps.database.db,
    clock,
    conversions,
    tiles: createProductTiles({
      db: deps.database.db,
      clock,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      changes: catalogueChanges,
    }),
    retentionDays: config.ANALYTICS_RETENTION_DAYS,
  });
  app.decorate('analytics', analytics);
  await app.register(analyticsModule, {
    analytics,
    jobIntervalMs: config.ANALYTICS_JOB_INTERVAL_MS,
    httpsOnly: isHttpsOnly(config),
    sandboxRecord: devMailboxEnabled(config) ? conversions.recorded : undefined,
    prefix: '/api/analytics',
  });
  // The support chat (docs/design/support-chat.md): FAQ first, then the desk, live.
  await app.register(chatbotModule, { db: deps.database.db, clock, hub: realtime, prefix: '/api' });
  await app.register(analyticsAdminModule, {
    db: deps.database.db,
    clock,
    rollUpRecent: () => analytics.rollUpRecent(),
    prefix: '/api/admin',
  });
  // Unpaid orders expire when due (000 §9), durably: the orders table is the queue.
  if (config.ORDER_EXPIRY_INTERVAL_MS > 0) {
    const stopExpiry = startExpiryJob({
      db: deps.database.db,
      clock,
      cancelPayment: ports.cancelPayment,
      intervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
      reminderWindowMs: config.PAYMENT_REMINDER_WINDOW_MS,
      log: app.log,
    });
    // Stopped before the server closes, so a tick never runs on a database being closed.
    app.addHook('preClose', stopExpiry);
  }

  if (deps.web) {
    await app.register(webApp, {
      ...deps.web,
      internalSecret,
      publicUrl: config.PUBLIC_URL,
      pageCache: pageCache && { cache: pageCache, clock },
      countries: { current: config.SITE_COUNTRY, sites: config.COUNTRY_SITES },
    });
  }

  return app;
}

/** Moderation that also awards the author's first-review badge when it publishes a review. */
function withFirstReviewBadge(
  moderation: ReviewModeration,
  awardBadge: AwardBadge,
): ReviewModeration {
  return {
    ...moderation,
    async decide(tx, before, decision, at) {
      const decided = await moderation.decide(tx, before, decision, at);
      if (decided.after.status === 'published')
        await awardBadge(tx, before.user_id, 'first_review');
      return decided;
    },
  };
}

/** The page cache PAGE_CACHE asks for, with the times of GUEST_PAGE_MAX_AGE_S / _STALE_S. */
function pageCacheOf(
  config: Env,
  clock: () => Date,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
) {
  if (config.PAGE_CACHE === 'off' || config.GUEST_PAGE_MAX_AGE_S === 0) return undefined;
  const times = {
    freshMs: config.GUEST_PAGE_MAX_AGE_S * 1000,
    staleMs: config.GUEST_PAGE_STALE_S * 1000,
  };
  const ttlMs = times.freshMs + times.staleMs;
  const maxBytes = config.PAGE_CACHE_MAX_MB * 1024 * 1024;
  if (config.PAGE_CACHE === 'redis' && !redis) throw new Error('PAGE_CACHE=redis needs Redis');
  const store =
    config.PAGE_CACHE === 'redis' && redis
      ? createRedisPageStore({ redis, ttlMs, maxPageBytes: Math.min(maxBytes, 8 * 1024 * 1024) })
      : createMemoryPageStore({ maxBytes, ttlMs, clock });
  return createPageCache({ store, times, clock, log });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
