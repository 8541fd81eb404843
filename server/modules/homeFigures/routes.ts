// The home pages' figures. Supplier home: orders to confirm (order/SaleOrderService/
// findConfirmCount), deliveries (order/SaleDeliveryNoteService/findCreateDeliveryManage), the
// inquiries it was invited to (inquiry/SaleEnquiryService/findPageList), money by month
// (finance/FinanceSaleCostHeadService/findSaleIndexStatistics). Buyer home, one call per index
// block: head, purchase (requisitions), enquiry, order, logistics. Both: the navigation links
// (ElsNavigationService/queryElsNavigation) and the WeChat address of a delivery
// (order/PurchaseDeliveryManageService/getWechatUrl). Each answers the caller's company only.
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WechatUrlResult } from '../../../src/contract/homeFigures.js';
import {} from '../../../src/contract/homeFiguresBodies.js';
import { normalizeKeyword, pageWindow } from '../../../src/contract/paging.js';
import type { ModuleOptions } from '../../platform/context.js';
import { requireUser } from '../../platform/auth/guard.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { FiguresRepo, monthOf } from './repo.js';
import { ReadCache } from '../../platform/readCache.js';
import type { Account } from '../../../src/contract/auth.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';
import { route } from '../../platform/http/route.js';

/** The WeChat page a delivery (or the account's binding) is opened in; the state is single-use in a real deployment. */
const WECHAT_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const WECHAT_APP_ID = 'wx00000000demo0000';
const WECHAT_URL_SECONDS = 600;

/**
 * How old a company's figures may be. Every user of a company opens the same figures on each home
 * visit, and they are aggregates over its documents (half the database time of a home page's calls,
 * tests/bench/scale.bench.ts). The documents are written by the SRM platform, not through this
 * server, so nothing here could tell a cached figure is stale: a short age bounds it instead.
 */
export const FIGURES_MAX_AGE_MS = 5_000;
/** Companies whose figures are kept (one entry per company and figure call). */
const FIGURES_KEPT = 10_000;

export const homeFiguresRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const repo = new FiguresRepo(ctx.db);
  const kept = new ReadCache<unknown>({ ttlMs: FIGURES_MAX_AGE_MS, maxEntries: FIGURES_KEPT });
  /** The figures `name` of the caller's company this month, computed at most once per FIGURES_MAX_AGE_MS. */
  const figures = <T>(name: string, user: Account, compute: (now: number) => Promise<T>): Promise<T> => {
    const now = Date.now();
    return kept.get(`${name}\u0000${user.elsAccount}\u0000${monthOf(now)}`, () => compute(now)) as Promise<T>;
  };

  // ---- supplier home ----
  route(app, endpoints.findConfirmCount, async (request) => {
    const user = requireUser(request);
    return ok(await figures('confirmCount', user, () => repo.confirmCount(user)));
  });
  route(app, endpoints.findCreateDeliveryManage, async (request) => {
    const user = requireUser(request);
    return ok(await figures('saleDeliveries', user, (now) => repo.saleDeliveries(user, now)));
  });
  route(app, endpoints.findSaleEnquiries, async (request) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    return ok(
      await repo.saleEnquiries(
        user,
        {
          quoteStatus: body.quoteStatus || undefined,
          keyword: normalizeKeyword(body.keyword),
        },
        pageWindow(body),
      ),
    );
  });
  route(app, endpoints.findSaleIndexStatistics, async (request) => {
    const user = requireUser(request);
    return ok(await figures('saleFinance', user, (now) => repo.saleFinance(user, now)));
  });

  // ---- buyer home (the index blocks) ----
  route(app, endpoints.findPurchaseHeadFigures, async (request) => {
    const user = requireUser(request);
    return ok(await figures('head', user, (now) => repo.head(user, now)));
  });
  route(app, endpoints.findPurchaseRequestFigures, async (request) => {
    const user = requireUser(request);
    return ok(await figures('requisitions', user, (now) => repo.requisitions(user, now)));
  });
  route(app, endpoints.findPurchaseEnquiryFigures, async (request) => {
    const user = requireUser(request);
    return ok(await figures('enquiries', user, () => repo.enquiries(user)));
  });
  route(app, endpoints.findPurchaseOrderFigures, async (request) => {
    const user = requireUser(request);
    return ok(await figures('orders', user, (now) => repo.orders(user, now)));
  });
  route(app, endpoints.findPurchaseDeliveryFigures, async (request) => {
    const user = requireUser(request);
    return ok(await figures('deliveries', user, (now) => repo.deliveries(user, now)));
  });

  // ---- both ----
  // Its body filters nothing (the platform sends one or none): it is not read.
  route(app, endpoints.queryElsNavigation, async (request) => ok(await repo.navigation(requireUser(request))));

  route(app, endpoints.getWechatUrl, async (request) => {
    const user = requireUser(request);
    const note = request.body?.deliveryNoteNumber?.trim();
    // A delivery note of another company answers like a missing one.
    if (note && !(await repo.hasNote(user, note))) throw notFound('request.notFound');
    const target = note ? `https://srm.example.com/wechat/delivery/${encodeURIComponent(note)}` : 'https://srm.example.com/wechat/bind';
    const state = crypto.randomBytes(12).toString('hex');
    const result: WechatUrlResult = {
      url: `${WECHAT_AUTHORIZE}?appid=${WECHAT_APP_ID}&redirect_uri=${encodeURIComponent(target)}&response_type=code&scope=snsapi_base&state=${state}#wechat_redirect`,
      expiresIn: WECHAT_URL_SECONDS,
    };
    return ok(result);
  });
};
