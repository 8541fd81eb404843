// The business constants and limits of seed 001 §9 (the values the seed gives; those it does not
// show are not invented here).

export const BUSINESS_CONSTANTS = {
  captchaLength: 4,
  smsCodeValidMinutes: 10,
  classificationMaxDepth: 3,
  weightTotal: 100,
  /** Example weights of a supplier score (percent). */
  weightExamples: { delivery: 20, cost: 20, service: 10 },
  bidQuotaTotalPercent: 100,
  minSuppliersPerMaterial: 3,
  nameMaxLength: 50,
  mouldTextMaxLength: 40,
  accountMinLength: 3,
  accountMaxLength: 40,
  passwordMinLength: 8,
  passwordSpecialCharacters: '@$!%*#?&',
  /** Exchange rates: 10 digits, 6 of them decimals. */
  exchangeRateFormat: '10.6',
  recommendedImage: { width: 1920, height: 1080 },
  logoSize: { width: 200, height: 30 },
  defaultLogoSize: { width: 140, height: 30 },
  logoAspectThreshold: 4.5,
  flowBusinessDocumentTypes: 26,
  flowApprovalSubmitTypes: 19,
  screenBreakpoints: [1200, 992, 768],
  resizeDebounceMs: 20,
  dateFormat: 'yyyy-MM-dd hh:mm:ss',
  /** The currency the amounts are shown in (yuan). */
  currency: 'CNY',
  userInfoCacheTimer: 1200,
  mqttKeepAliveSeconds: 60,
  mqttTimeoutSeconds: 30,
  mqttMaxMessageId: 65536,
  mqttTraceBuffer: 100,
  iframeInitDelayMs: 2000,
  frameHeightOffsets: { large: 200, small: 130 },
  approvalDialogWidthPercent: 70,
  approvalDialogMinFrameHeight: 300,
} as const;

export type BusinessConstantName = keyof typeof BUSINESS_CONSTANTS;
