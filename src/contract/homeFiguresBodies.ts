// Request bodies of the home pages' calls. The shell imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Keyword, PageFields } from './pagingBodies';

/** inquiry/SaleEnquiryService/findPageList: the inquiries the supplier was invited to, newest first. */
export const SaleEnquiryFindBody = Type.Object(
  {
    ...PageFields,
    /** One quote status (dictionary `quoteStatus`; '' or left out: all). */
    quoteStatus: Type.Optional(Type.String({ maxLength: 32 })),
    keyword: Keyword,
  },
  { additionalProperties: false },
);
export type SaleEnquiryFindBody = Static<typeof SaleEnquiryFindBody>;

/** ElsNavigationService/queryElsNavigation: no filter is needed; the body may be empty. */
export const NavigationQueryBody = Type.Object({}, { additionalProperties: false });
export type NavigationQueryBody = Static<typeof NavigationQueryBody>;

/** order/PurchaseDeliveryManageService/getWechatUrl: a delivery note of the user's company, or none for the account's page. */
export const WechatUrlBody = Type.Object(
  { deliveryNoteNumber: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type WechatUrlBody = Static<typeof WechatUrlBody>;
