import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table, explicit and growing with each feature (spec 000 §2, 001 §2). Route modules
 * stay thin: they load data through the API client and compose feature components.
 */
export default [
  index('routes/home.tsx'),
  // Accounts (001 §2): sign-up, home's set-password child page, complete profile (no chrome).
  route('signup', 'routes/signup.tsx'),
  route('set-password', 'routes/set-password.tsx'),
  route('complete-profile', 'routes/complete-profile.tsx'),

  // Language switch (no page): sets the `lang` cookie and returns to where the shopper was.
  route('language', 'routes/language.ts'),
  // Search engines (resource routes).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  // Listings (000 §2)
  route('new-arrivals', 'routes/new-arrivals.tsx'),
  route('best-seller', 'routes/best-seller.tsx'),
  route('just-arrived', 'routes/just-arrived.tsx'),
  route('tag/:name', 'routes/tag.tsx'),
  route('search', 'routes/search.tsx'),

  // Category listings
  route('shop', 'routes/shop.tsx'),
  route('shop/all', 'routes/shop-all.tsx'),
  route('shop/:categoryRef', 'routes/shop-category.tsx'),
  route('promo/:categoryRef', 'routes/promo-category.tsx'),

  // Brands
  route('brand', 'routes/brands.tsx'),
  route('brand/:slug', 'routes/brand.tsx'),

  // Promotions and curated listings
  route('promo', 'routes/promo.tsx'),
  route('partners-promo', 'routes/promo.tsx', { id: 'routes/partners-promo' }),
  route('partners-promo/:slug', 'routes/promotion.tsx', { id: 'routes/partners-promotion' }),
  route('promotion/:slug', 'routes/promotion.tsx'),
  route('flash-sale', 'routes/flash-sale.tsx'),
  route('campaign/:slug', 'routes/campaign.tsx'),
  route('weekly-highlight/:slug', 'routes/campaign.tsx', { id: 'routes/weekly-highlight' }),
  route('deals/:slug', 'routes/campaign.tsx', { id: 'routes/deals' }),
  route('sale/:slug', 'routes/campaign.tsx', { id: 'routes/sale' }),

  // The bag (000 §2): members only; the my-vouchers modal reads its pages from order/vouchers.
  route('order', 'routes/order.tsx'),
  route('order/vouchers', 'routes/order-vouchers.ts'),

  // Checkout (000 §2, §4): members only; the steps need an active bag.
  route('order/shipping', 'routes/order-shipping.tsx'),
  route('order/shipping/add', 'routes/order-shipping-add.tsx'),
  route('order/payment', 'routes/order-payment.tsx'),
  route('order/payment/promotions', 'routes/order-payment-promotions.ts'),
  // After placing: `{id}` in the path or `?id=` in the query. A failed payment of an order has
  // its page (order-payment-failed); the failures without an order share one (sorry, pre-order
  // ran out, card refused at the gateway).
  route('order/confirmation/:orderId?', 'routes/order-confirmation.tsx'),
  route('order/success/:orderId?', 'routes/order-success.tsx'),
  route('order/collection/:orderId', 'routes/order-collection.ts'),
  route('order/failed/sorry', 'routes/order-failed-without-order.tsx', {
    id: 'routes/order-failed-sorry',
  }),
  route('order/failed/:orderId?', 'routes/order-payment-failed.tsx'),
  route('order/preorder/failed', 'routes/order-failed-without-order.tsx', {
    id: 'routes/order-preorder-failed',
  }),
  route('midtrans-failed', 'routes/order-failed-without-order.tsx', {
    id: 'routes/midtrans-failed',
  }),
  route('how-to-pay', 'routes/how-to-pay.tsx'),
  // Self-checkout in the shop's stores (issue 23): `?store=&id=` turns the mode on.
  route('self-checkout', 'routes/self-checkout.tsx'),
  // The newsletter's mail links (docs/design/newsletter.md).
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),

  // The shop's content pages (issue 20), edited in the back office.
  route('content/4-about-us', 'routes/content-page.tsx', { id: 'routes/content-about-us' }),
  route('brand-story', 'routes/content-page.tsx', { id: 'routes/content-brand-story' }),
  route('faq', 'routes/content-page.tsx', { id: 'routes/content-faq' }),
  route('page/:slug', 'routes/content-page.tsx'),
  // Contact and stores (issue 20, docs/design/contact-and-stores.md).
  route('contact-us', 'routes/contact-us.tsx'),
  route('find-us', 'routes/find-us.tsx'),
  route('store', 'routes/store.tsx'),
  // The beauty quiz (issue 21, docs/design/beauty-quiz.md): guests and members.
  route('quiz/:slug', 'routes/quiz.tsx'),

  // A member's public profile with their badges (001 §7 `GET /profile`; docs/design/rewards.md).
  route('profile/:userName', 'routes/profile.tsx'),

  // The lucky draw (001 §2, §4; docs/design/lucky-draw.md): members only.
  route('lucky-draw', 'routes/lucky-draw.tsx'),

  // A delivered order's return form (docs/design/returns.md): members only, a page of its own.
  route('my-orders/:reference/return', 'routes/my-order-return.tsx'),

  // The account screen (001 §2): members only.
  layout('routes/account.tsx', [
    route('my-orders', 'routes/my-orders.tsx'),
    route('my-account', 'routes/my-account.tsx'),
    route('shipping-address', 'routes/shipping-address.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('my-quiz-results', 'routes/my-quiz-results.tsx'),
    route('my-rewards', 'routes/my-rewards.tsx'),
    route('my-privacy', 'routes/my-privacy.tsx'),
  ]),

  // The back office (issue 18, docs/design/back-office.md): staff only, no shop chrome,
  // never indexed. The sign-in and sign-out stand outside the frame.
  route('admin/login', 'routes/admin-login.tsx'),
  route('admin/logout', 'routes/admin-logout.ts'),
  route('admin/promotion-combinations', 'routes/admin-promotion-combinations.ts'),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin-home.tsx'),
    route('staff', 'routes/admin-staff.tsx'),
    route('audit-log', 'routes/admin-audit-log.tsx'),
    route('products', 'routes/admin-products.tsx'),
    route('products/new', 'routes/admin-product-edit.tsx', { id: 'admin-product-new' }),
    route('products/:productId', 'routes/admin-product-edit.tsx'),
    // stock, brands and categories
    route('stock', 'routes/admin-stock.tsx'),
    route('store-stock', 'routes/admin-store-stock.tsx'),
    route('analytics', 'routes/admin-analytics.tsx'),
    route('brands', 'routes/admin-brands.tsx'),
    route('categories', 'routes/admin-categories.tsx'),
    // banners
    route('banners', 'routes/admin-banners.tsx'),
    route('banners/:id', 'routes/admin-banner-edit.tsx'),
    route('campaigns', 'routes/admin-campaigns.tsx'),
    route('campaigns/:id', 'routes/admin-campaign-edit.tsx'),
    // review moderation
    route('reviews', 'routes/admin-reviews.tsx'),
    // content pages
    route('content', 'routes/admin-content.tsx'),
    route('content/:key', 'routes/admin-content-edit.tsx'),
    route('features', 'routes/admin-features.tsx'),
    route('invoice-settings', 'routes/admin-invoice-settings.tsx'),
    // the support chat's desk (issue 24), then the contact form's tickets
    route('chats/:id?', 'routes/admin-chats.tsx'),
    route('support', 'routes/admin-support.tsx'),
    route('support/:id', 'routes/admin-support-ticket.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('orders/:reference', 'routes/admin-order.tsx'),
    // returns and refunds (issue 25, docs/design/returns.md)
    route('returns', 'routes/admin-returns.tsx'),
    route('returns/:reference', 'routes/admin-return.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:id', 'routes/admin-customer.tsx'),
    // promotions
    route('quizzes', 'routes/admin-quizzes.tsx'),
    route('quizzes/:id', 'routes/admin-quiz-edit.tsx'),
    // academy: authoring
    route('academy', 'routes/admin-academy.tsx'),
    route('academy/levels', 'routes/admin-academy-levels.tsx'),
    route('academy/posts', 'routes/admin-academy-posts.tsx'),
    route('academy/posts/new', 'routes/admin-academy-post-edit.tsx', {
      id: 'admin-academy-post-new',
    }),
    route('academy/posts/:id', 'routes/admin-academy-post-edit.tsx'),
    route('academy/classes/:classId/quiz', 'routes/admin-academy-quiz.tsx'),
    route('lucky-draw', 'routes/admin-lucky-draw.tsx'),
    route('lucky-draw/:id', 'routes/admin-lucky-draw-prize.tsx'),
    route('partner-prizes', 'routes/admin-partner-prizes.tsx'),
    route('partner-prizes/:id', 'routes/admin-partner-prize.tsx'),
    route('reward-redemptions', 'routes/admin-reward-redemptions.tsx'),
    route('store-collection', 'routes/admin-store-collection.tsx'),
    route('vouchers', 'routes/admin-vouchers.tsx'),
    route('vouchers/new', 'routes/admin-voucher-new.tsx'),
    route('vouchers/:id', 'routes/admin-voucher.tsx'),
    route('special-prices', 'routes/admin-special-prices.tsx'),
    route('special-prices/new', 'routes/admin-special-price-new.tsx'),
    route('special-prices/:id', 'routes/admin-special-price.tsx'),
    route('flash-sales', 'routes/admin-flash-sales.tsx'),
    route('flash-sales/new', 'routes/admin-flash-sale-new.tsx'),
    route('flash-sales/:id', 'routes/admin-flash-sale.tsx'),
    route('bank-promotions', 'routes/admin-bank-promotions.tsx'),
    route('bank-promotions/new', 'routes/admin-bank-promotion-new.tsx'),
    route('bank-promotions/:id', 'routes/admin-bank-promotion.tsx'),
    // academy: queues
    route('academy/enrolments', 'routes/admin-academy-enrolments.tsx'),
    route('academy/papers', 'routes/admin-academy-papers.tsx'),
    route('academy/comments', 'routes/admin-academy-comments.tsx'),
    route('academy/winners', 'routes/admin-academy-winners.tsx'),
    // dashboard (the index, admin-home.tsx) and CSV import/export
    route('bulk', 'routes/admin-bulk.tsx'),
    // authenticity codes (issue 20)
    route('authenticity', 'routes/admin-authenticity.tsx'),
    route('authenticity/:id', 'routes/admin-authenticity-batch.tsx'),
  ]),

  // The academy (issue 22, ADR 0047): every page under its segment, set in the back office; the
  // layout answers 404 for any other first segment.
  route(':academy', 'routes/academy.tsx', [
    index('routes/academy-landing.tsx'),
    route('class', 'routes/academy-classes.tsx'),
    route('class/:classSlug', 'routes/academy-class.tsx'),
    route('locked', 'routes/academy-locked.tsx'),
    route('quiz', 'routes/academy-quizzes.tsx'),
    route('quiz/:classSlug', 'routes/academy-quiz.tsx'),
    route('profile', 'routes/academy-profile.tsx'),
    route('enroll', 'routes/academy-enroll.tsx'),
    route('graduation', 'routes/academy-graduation.tsx'),
    route('certificate/:code', 'routes/academy-certificate.tsx'),
  ]),

  // Product detail: /{categorySlug}/{productId}-{productSlug}, optionally ending in .html.
  route(':categorySlug/:productRef', 'routes/product.tsx'),

  // Anything not listed: the not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
